import { z } from 'zod';

export const companySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Company name is required')
    .max(255, 'Company name must be at most 255 characters'),
});

export type CompanyValues = z.input<typeof companySchema>;
export type CompanyPayload = { name: string };
export type CompanyRead = { id: number; name: string; isActive?: boolean };

export const emptyCompanyValues: CompanyValues = { name: '' };

export function companyToFormValues(company: CompanyRead): CompanyValues {
  return { name: company.name };
}

/** The body of POST /companies and PATCH /companies/{id}. */
export function toCompanyPayload(values: CompanyValues): CompanyPayload {
  return { name: companySchema.parse(values).name };
}
