import { z } from 'zod';
import { issue } from '../i18n/issues';

/** A company's single sign-on (OpenID Connect): the messages are the server's for the same fields. */
export const SSO_DOMAIN_MESSAGE = issue('forms.error.domains');
const DOMAIN = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** The domains as typed (commas, spaces or lines between them), in lower case and without a leading @. */
export const splitDomains = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((domain) => domain.replace(/^@/, '').toLowerCase())
    .filter(Boolean);

/** `secretSet`: a client secret is stored already, so leaving the field empty keeps it. */
export const companySsoSchema = (secretSet: boolean) =>
  z.object({
    issuer: z
      .string()
      .trim()
      .min(1, issue('forms.error.issuer'))
      .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), issue('forms.error.issuerHttp')),
    clientId: z.string().trim().min(1, issue('forms.error.clientId')).max(255),
    clientSecret: z
      .string()
      .max(1000)
      .refine((value) => secretSet || value.length > 0, issue('forms.error.clientSecret')),
    domains: z
      .string()
      .refine((value) => splitDomains(value).length > 0, issue('forms.error.domainsRequired'))
      .refine((value) => splitDomains(value).every((domain) => DOMAIN.test(domain)), SSO_DOMAIN_MESSAGE),
    passwordAllowed: z.boolean(),
    linkAutomatically: z.boolean(),
  });

export type CompanySsoValues = z.input<ReturnType<typeof companySsoSchema>>;
/** The body of PUT /companies/{id}/sso. */
export type CompanySsoPayload = {
  issuer: string;
  clientId: string;
  clientSecret?: string;
  domains: string[];
  passwordAllowed: boolean;
  linkAutomatically: boolean;
};
/** What GET /companies/{id}/sso answers (CompanySso). */
export type CompanySsoRead = {
  issuer: string | null;
  clientId: string | null;
  clientSecretSet: boolean;
  domains: string[];
  passwordAllowed: boolean;
  linkAutomatically: boolean;
};

export const emptyCompanySsoValues: CompanySsoValues = {
  issuer: '',
  clientId: '',
  clientSecret: '',
  domains: '',
  passwordAllowed: true,
  linkAutomatically: false,
};

/** The stored settings as form values; the secret is never read back, so its field starts empty. */
export function companySsoToFormValues(sso: CompanySsoRead): CompanySsoValues {
  return {
    issuer: sso.issuer ?? '',
    clientId: sso.clientId ?? '',
    clientSecret: '',
    domains: sso.domains.join(', '),
    passwordAllowed: sso.passwordAllowed,
    linkAutomatically: sso.linkAutomatically,
  };
}

/** An empty secret field leaves the stored secret as it is. */
export function toCompanySsoPayload(values: CompanySsoValues): CompanySsoPayload {
  return {
    issuer: values.issuer.trim(),
    clientId: values.clientId.trim(),
    ...(values.clientSecret ? { clientSecret: values.clientSecret } : {}),
    domains: [...new Set(splitDomains(values.domains))],
    passwordAllowed: values.passwordAllowed,
    linkAutomatically: values.linkAutomatically,
  };
}
