// Holding answers to the contract (the generated client trusts it): a response to its operation's schema, or a value
// to one of its named schemas, compiled as the server compiles the contract (a oneOf with a discriminator, slides by
// slideType, checks the branch named).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { dereference, loadContract } from '../src/contract.js';

const contract = loadContract();
const ajv = new Ajv2020({ allErrors: true, strict: false, discriminator: true });
addFormats.default(ajv);

/** The JSON schema of an operation's response. */
export function responseSchema(method: string, path: string, status: number) {
  const op = (
    contract.document.paths as Record<
      string,
      Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>
    >
  )[path]![method.toLowerCase()]!;
  const response = dereference(op.responses[String(status)], contract.document) as {
    content: Record<string, { schema: object }>;
  };
  return response.content['application/json']!.schema;
}

const validate = (schema: object, value: unknown) => {
  const check = ajv.compile(schema);
  expect(check(value), JSON.stringify(check.errors?.slice(0, 5))).toBe(true);
};

/** `body` is what the contract says `method path` answers with `status`. */
export const expectResponse = (method: string, path: string, status: number, body: unknown) =>
  validate(responseSchema(method, path, status), body);

/** The contract's components.schemas, as written. */
export const schemas = (
  contract.document as { components: { schemas: Record<string, Record<string, unknown>> } }
).components.schemas;

/** `value` is a valid `name` of the contract's components.schemas. */
export const expectSchema = (name: string, value: unknown) =>
  validate(dereference(schemas[name], contract.document) as object, value);
