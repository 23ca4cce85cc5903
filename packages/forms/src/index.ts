// Everything: schemas and mappers, and the forms on @readyteams/ui. Subpaths per family: ./auth,
// ./account, ./admin, ./scenario, and ./schemas (no React).
export * from './families/schemas';
export * from './families/auth';
export * from './families/account';
export * from './families/admin';
export * from './families/scenario';
export { FormError } from './lib/form-error';
export { errorMessage } from './lib/use-submit';
export type { FormProps } from './lib/form-types';
export type { CreateOption } from './lib/creatable-select-field';
