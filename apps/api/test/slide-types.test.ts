// The slide types are listed once per layer; this test fails when the database, the contract and the server's
// registry disagree (the forms' and the views' registries have the same test in their packages).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import { slideTypes } from '../src/slides/index.js';
import { createTestServer, type TestServer } from './helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(() => s.close());

const sorted = (list: Iterable<string>) => [...list].sort();
const schemas = loadContract().document.components as {
  schemas: Record<
    string,
    { enum?: string[]; oneOf?: { $ref: string }[]; discriminator?: { mapping: object } }
  >;
};

describe('slide types', () => {
  const contractTypes = sorted(schemas.schemas.SlideType!.enum!);

  it('the contract names each type once: its enum, and a branch of SlideWrite and SlideRead per type', () => {
    for (const union of ['SlideWrite', 'SlideRead']) {
      const schema = schemas.schemas[union]!;
      expect(sorted(Object.keys(schema.discriminator!.mapping))).toEqual(contractTypes);
      const branchTypes = schema.oneOf!.map(({ $ref }) => {
        const branch = schemas.schemas[$ref.split('/').at(-1)!] as {
          properties: { slideType: { const: string } };
        };
        return branch.properties.slideType.const;
      });
      expect(sorted(branchTypes)).toEqual(contractTypes);
    }
  });

  it("the server's registry has exactly the contract's types", () => {
    expect(sorted(slideTypes)).toEqual(contractTypes);
  });

  it("the database's CHECK on slides.slide_type allows exactly the contract's types", async () => {
    const { rows } = await s.deps.database.db.execute(
      `select pg_get_constraintdef(c.oid) as def from pg_constraint c
        where c.conrelid = 'slides'::regclass and c.contype = 'c' and pg_get_constraintdef(c.oid) like '%slide_type%'`,
    );
    expect(rows).toHaveLength(1);
    const allowed = [...String((rows[0] as { def: string }).def).matchAll(/'([^']+)'::text/g)].map(
      (m) => m[1]!,
    );
    expect(sorted(allowed)).toEqual(contractTypes);
  });
});
