import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SLIDE_TYPES, slideKinds } from '.';

// The contract's list of slide types: components.schemas.SlideType.enum in openapi.yaml (on the next line once it is long).
const contract = readFileSync(resolve(import.meta.dirname, '../../../../../openapi.yaml'), 'utf8');
const contractTypes = /\n {4}SlideType:\n {6}type: string\n {6}enum:\s*\[([^\]]+)\]/
  .exec(contract)![1]!
  .split(',')
  .map((type) => type.trim())
  .filter(Boolean);

describe("the editor's slide types", () => {
  it("are exactly the contract's, each with its module", () => {
    expect(Object.keys(slideKinds).sort()).toEqual([...contractTypes].sort());
    expect(SLIDE_TYPES.map((type) => type.value)).toEqual(Object.keys(slideKinds));
  });
});
