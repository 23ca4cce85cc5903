import { z } from 'zod';
import { plainEmail } from '../lib/email';
import { MIN_PASSWORD_LENGTH } from '../auth/password-rules';
import { addMonths, isIsoDate, toIsoDate } from '../lib/dates';
import { issue } from '../i18n/issues';

export const SUBSCRIPTION_PLANS = [
  { value: 'free-trial', label: 'forms.plan.free-trial' },
  { value: 'core', label: 'forms.plan.core' },
  { value: 'pro', label: 'forms.plan.pro' },
  { value: 'enterprise', label: 'forms.plan.enterprise' },
] as const;

export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number]['value'];
const planValues = SUBSCRIPTION_PLANS.map((plan) => plan.value) as [SubscriptionPlan, ...SubscriptionPlan[]];

/** Expiration quick picks: months from today. */
export const EXPIRY_QUICK_PICKS = [1, 12, 24, 36] as const;

export const PLAN_REQUIRED_MESSAGE = issue('forms.error.planRequired');

/** A person's first and last name, each required and at most 100 characters (the user form's, the trial sign-up's). */
export const personNameFields = {
  firstName: z
    .string()
    .trim()
    .min(1, issue('forms.error.firstName'))
    .max(100, issue('forms.error.firstNameMax')),
  lastName: z
    .string()
    .trim()
    .min(1, issue('forms.error.lastName'))
    .max(100, issue('forms.error.lastNameMax')),
};

export const userSchema = z
  .object({
    ...personNameFields,
    email: z
      .string()
      .trim()
      .pipe(plainEmail(issue('forms.error.emailValid'))),
    /** The company id, as the select holds it. */
    companyId: z.string().min(1, issue('forms.error.company')),
    isAdmin: z.boolean(),
    subscriptionPlan: z.union([z.enum(planValues), z.literal('')]).optional(),
    expiresAt: z
      .string()
      .refine((value) => value === '' || isIsoDate(value), issue('forms.error.dateFormat'))
      .optional(),
    /** Optional initial password; without one the user sets it through the password reset. */
    password: z
      .string()
      .refine(
        (value) => value === '' || value.length >= MIN_PASSWORD_LENGTH,
        issue('forms.error.passwordLength', { length: MIN_PASSWORD_LENGTH }),
      )
      .optional(),
  })
  .superRefine((values, ctx) => {
    // Optional in the schema, but both required unless the user is an admin; shown on the plan field.
    if (!values.isAdmin && (!values.subscriptionPlan || !values.expiresAt)) {
      ctx.addIssue({ code: 'custom', path: ['subscriptionPlan'], message: PLAN_REQUIRED_MESSAGE });
    }
  });

export type UserValues = z.input<typeof userSchema>;
export type UserPayload = {
  firstName: string;
  lastName: string;
  email: string;
  companyId: number;
  isAdmin: boolean;
  subscriptionPlan: SubscriptionPlan | null;
  expiresAt: string | null;
  isActive?: boolean;
  password?: string;
};
export type UserRead = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  companyId: number | null;
  isAdmin: boolean;
  subscriptionPlan?: SubscriptionPlan | null;
  expiresAt?: string | null;
};

/** A new user: not an admin, no plan chosen yet, expiry defaulting to today. */
export function emptyUserValues(today = new Date()): UserValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    companyId: '',
    isAdmin: false,
    subscriptionPlan: '',
    expiresAt: toIsoDate(today),
    password: '',
  };
}

export function expiryQuickPick(months: number, today = new Date()): string {
  return toIsoDate(addMonths(today, months));
}

export function userToFormValues(user: UserRead, today = new Date()): UserValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    companyId: user.companyId == null ? '' : String(user.companyId),
    isAdmin: user.isAdmin,
    subscriptionPlan: user.subscriptionPlan ?? '',
    expiresAt: user.expiresAt ?? toIsoDate(today),
    password: '',
  };
}

/**
 * The body of POST /users (mode 'create', which also sends isActive true) and PATCH /users/{id}.
 * Admins have no plan: plan and expiry are sent as null. A password is sent only when one was typed.
 */
export function toUserPayload(values: UserValues, mode: 'create' | 'update' = 'create'): UserPayload {
  const parsed = userSchema.parse(values);
  const payload: UserPayload = {
    firstName: parsed.firstName,
    lastName: parsed.lastName,
    email: parsed.email,
    companyId: Number(parsed.companyId),
    isAdmin: parsed.isAdmin,
    subscriptionPlan: parsed.isAdmin ? null : (parsed.subscriptionPlan as SubscriptionPlan),
    expiresAt: parsed.isAdmin ? null : (parsed.expiresAt as string),
  };
  if (parsed.password) payload.password = parsed.password;
  return mode === 'create' ? { ...payload, isActive: true } : payload;
}
