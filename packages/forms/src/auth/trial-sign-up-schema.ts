import { z } from 'zod';
import { plainEmail } from '../lib/email';
import { issue } from '../i18n/issues';
import { companyNameField } from '../admin/company-schema';
import { personNameFields } from '../admin/user-schema';
import { newPasswordField } from './password-rules';

/**
 * The self-serve free trial (the operator's SIGNUP_MODE=trial): the person, their company's name, their work email and
 * a password; the lengths are the contract's (TrialSignUp), the server checks the same.
 */
export const trialSignUpSchema = z.object({
  ...personNameFields,
  companyName: companyNameField,
  email: z
    .string()
    .trim()
    .min(1, issue('forms.error.emailRequired'))
    .pipe(plainEmail(issue('forms.error.emailInvalid'))),
  password: newPasswordField,
});

export type TrialSignUpValues = z.input<typeof trialSignUpSchema>;
export type TrialSignUpPayload = z.output<typeof trialSignUpSchema>;

export const emptyTrialSignUpValues: TrialSignUpValues = {
  firstName: '',
  lastName: '',
  companyName: '',
  email: '',
  password: '',
};
