import { z } from 'zod';
import { isIsoDate } from '../lib/dates';
import { SUBSCRIPTION_PLANS, type SubscriptionPlan } from './user-schema';
import { issue } from '../i18n/issues';

/** The company's data retention: 12 months unless the operator sets 1 to 120. */
const RETENTION_MONTHS_DEFAULT = 12;
const RETENTION_MONTHS_MAX = 120;
const EXTRA_CUSTOM_SCENARIOS_MAX = 1000;

const planValues = SUBSCRIPTION_PLANS.map((plan) => plan.value) as [SubscriptionPlan, ...SubscriptionPlan[]];

/** A company's name: required, at most 255 characters (the company form's, the trial sign-up's). */
export const companyNameField = z
  .string()
  .trim()
  .min(1, issue('forms.error.companyName'))
  .max(255, issue('forms.error.companyNameMax'));

export const companySchema = z.object({
  name: companyNameField,
  /** The plan the operator grants ('' keeps the free trial of 4 weeks from the company's creation). */
  subscriptionPlan: z.union([z.enum(planValues), z.literal('')]).default(''),
  expiresAt: z
    .string()
    .refine((value) => value === '' || isIsoDate(value), issue('forms.error.dateFormat'))
    .default(''),
  /** Most active users ('' for no limit). */
  seats: z
    .string()
    .trim()
    .refine((value) => value === '' || /^[1-9]\d{0,4}$/.test(value), issue('forms.error.seats'))
    .default(''),
  /** Months after a session that its raw answers, posts and commitments are kept (RetentionMonths). */
  retentionMonths: z
    .string()
    .trim()
    .refine(
      (value) => /^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= RETENTION_MONTHS_MAX,
      issue('forms.error.retention', { limit: RETENTION_MONTHS_MAX }),
    )
    .default(String(RETENTION_MONTHS_DEFAULT)),
  /** Custom scenarios a plan year the operator grants on top of the plan's ('' leaves them as they are). */
  extraCustomScenarios: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (/^\d{1,4}$/.test(value) && Number(value) <= EXTRA_CUSTOM_SCENARIOS_MAX),
      issue('forms.error.extraCustomScenarios'),
    )
    .default(''),
});

export type CompanyValues = z.input<typeof companySchema>;
export type CompanyPayload = {
  name: string;
  subscriptionPlan?: SubscriptionPlan;
  expiresAt?: string;
  seats?: number;
  retentionMonths: number;
  extraCustomScenarios?: number;
};
export type CompanyRead = {
  id: number;
  name: string;
  isActive?: boolean;
  subscriptionPlan?: SubscriptionPlan | null;
  expiresAt?: string | null;
  seats?: number | null;
  retentionMonths?: number;
  extraCustomScenarios?: number;
};

export const emptyCompanyValues: CompanyValues = {
  name: '',
  subscriptionPlan: '',
  expiresAt: '',
  seats: '',
  retentionMonths: String(RETENTION_MONTHS_DEFAULT),
  extraCustomScenarios: '',
};

export function companyToFormValues(company: CompanyRead): CompanyValues {
  return {
    name: company.name,
    subscriptionPlan: company.subscriptionPlan ?? '',
    expiresAt: company.expiresAt ?? '',
    seats: company.seats == null ? '' : String(company.seats),
    retentionMonths: String(company.retentionMonths ?? RETENTION_MONTHS_DEFAULT),
    extraCustomScenarios: company.extraCustomScenarios == null ? '' : String(company.extraCustomScenarios),
  };
}

/**
 * The body of POST /companies and PATCH /companies/{id}; plan, expiry, seats and extra custom scenarios (the
 * operator's to grant) only when filled in; the retention always.
 */
export function toCompanyPayload(values: CompanyValues): CompanyPayload {
  const parsed = companySchema.parse(values);
  return {
    name: parsed.name,
    ...(parsed.subscriptionPlan ? { subscriptionPlan: parsed.subscriptionPlan } : {}),
    ...(parsed.expiresAt ? { expiresAt: parsed.expiresAt } : {}),
    ...(parsed.seats ? { seats: Number(parsed.seats) } : {}),
    retentionMonths: Number(parsed.retentionMonths),
    ...(parsed.extraCustomScenarios ? { extraCustomScenarios: Number(parsed.extraCustomScenarios) } : {}),
  };
}
