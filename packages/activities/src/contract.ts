// The contract's components (openapi.yaml) that the kinds' schemas share by name. They stay written by hand in the
// contract; scripts/contract.ts writes `$ref: '#/components/schemas/<id>'` wherever a generated component uses one of
// the schemas registered here, so the schema registered must mean what the component says.
import { z } from 'zod';

export const contractComponents = z.registry<{ id: string }>();

/** Registers `schema` as the contract's component `id` (the same schema, returned). */
export function component<T extends z.ZodType>(id: string, schema: T): T {
  contractComponents.add(schema as z.ZodType, { id });
  return schema;
}

export const httpUrl = component(
  'HttpUrl',
  z
    .string()
    .regex(/^https?:\/\//)
    .max(2048),
);
export const slideId = component('SlideId', z.int());
export const slideOrder = component('SlideOrder', z.int().min(0));
export const slideSuggestedSeconds = component('SlideSuggestedSeconds', z.int().min(0).max(36000).nullable());
export const slidePathOption = component('SlidePathOption', z.int().min(0).max(3).nullable());
export const slideRequiredText = component('SlideRequiredText', z.string().min(1).max(255).regex(/\S/));

// Fields several kinds write and read alike.
export const optionalTitle = z.string().max(255).optional();
export const optionalScript = z.string().max(20000).nullable().optional();
export const readScript = z.string().nullable().optional();
export const facilitatorScript = readScript.meta({ description: "The facilitator's script." });
/** A kind that keeps no `questions` reads them as an empty list. */
export const noQuestions = (description: string) => z.array(z.string()).max(0).meta({ description });
