import { createHash } from 'node:crypto';

/** Hex sha256 of a secret token: what is stored of reset tokens, SSO states and one-time codes. */
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
