import { z } from 'zod';
import { issue } from '../i18n/issues';

/** Confirming once, with the account's password, that single sign-on may link it (`/auth#sso-link=<code>`). */
export const ssoLinkSchema = z.object({
  password: z.string().min(1, issue('forms.error.passwordRequired')),
});

export type SsoLinkValues = z.input<typeof ssoLinkSchema>;
/** The body of POST /sso/link: the code comes from the page's address, not from the form. */
export type SsoLinkPayload = { password: string };

export const emptySsoLinkValues: SsoLinkValues = { password: '' };

export function toSsoLinkPayload(values: z.output<typeof ssoLinkSchema>): SsoLinkPayload {
  return { password: values.password };
}
