import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { slideViewOf, slideViews, unsupportedSlide } from '.';
import { liveSlideViews, liveViewOf } from './live';
import { participantSlideViews, participantViewOf } from './participant';

// The contract's list of slide types: components.schemas.SlideType.enum in openapi.yaml.
const contract = readFileSync(resolve(import.meta.dirname, '../../../../../../openapi.yaml'), 'utf8');
const contractTypes = /\n {4}SlideType:\n {6}type: string\n {6}enum:\s*\[([^\]]+)\]/
  .exec(contract)![1]!
  .split(',')
  .map((type) => type.trim())
  .filter(Boolean);

describe("the views' slide types", () => {
  it("are exactly the contract's", () => {
    expect(Object.keys(slideViews).sort()).toEqual([...contractTypes].sort());
  });

  it('each have a presenter view and a participant screen', () => {
    expect(Object.keys(liveSlideViews).sort()).toEqual([...contractTypes].sort());
    expect(Object.keys(participantSlideViews).sort()).toEqual([...contractTypes].sort());
  });

  it('show a type they do not know as unsupported, never as another type', () => {
    expect(slideViewOf('quiz')).toBe(unsupportedSlide);
    expect(slideViewOf('poll')).toBe(slideViews.poll);
    expect(slideViewOf('toString')).toBe(unsupportedSlide);
    // A live slide from a newer server: its type is not one the views know.
    const newer = { slideType: 'quiz' } as unknown as Parameters<typeof liveViewOf>[0];
    expect(liveViewOf(newer)).toBeUndefined();
    expect(participantViewOf(newer)).toBeUndefined();
  });
});
