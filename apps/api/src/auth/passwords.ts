import argon2 from 'argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { fieldErrors } from '../errors.js';

export const COMMON_PASSWORD_MESSAGE = 'server.auth.commonPassword';
export const WEAK_PASSWORD_MESSAGE = 'server.auth.weakPassword';
/**
 * zxcvbn's score a new password needs, 0 to 4: 3 is "safely unguessable" (about 10^10 guesses or more), so
 * `aaaaaaaa`, `abcdefgh` or `password-123` are refused while a few unrelated words pass.
 */
export const MIN_PASSWORD_SCORE = 3;

/** zxcvbn-ts's list of ~49,000 common passwords (ASVS 6.2.4), compared case-insensitively. */
const commonPasswords = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

/** zxcvbn-ts's estimator with the same common dictionary (passwords, names, words) and keyboard layouts. */
let estimator: ZxcvbnFactory | undefined;
const strength = (password: string) => {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return estimator.check(password).score;
};

/**
 * A new password must not be a common one, nor easy to guess (zxcvbn's score below MIN_PASSWORD_SCORE); its length
 * is checked by the field rules. The forms show the message on the field.
 */
export function assertStrongPassword(field: string, password: string): void {
  if (commonPasswords.has(password.trim().toLowerCase()))
    throw fieldErrors({ [field]: COMMON_PASSWORD_MESSAGE });
  if (strength(password) < MIN_PASSWORD_SCORE) throw fieldErrors({ [field]: WEAK_PASSWORD_MESSAGE });
}

/**
 * Argon2id. Production parameters follow the OWASP recommendation (19 MiB, 2 passes); the 'test'
 * profile is cheap so the test suite can sign in hundreds of times quickly.
 */
const PROFILES = {
  production: { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 },
  test: { type: argon2.argon2id, memoryCost: 1024, timeCost: 1, parallelism: 1 },
} as const;

export type Argon2Profile = keyof typeof PROFILES;

export function createPasswords(profile: Argon2Profile) {
  const options = PROFILES[profile];
  let dummy: Promise<string> | undefined;
  return {
    hash: (password: string) => argon2.hash(password, options),
    async verify(hash: string | null | undefined, password: string): Promise<boolean> {
      // Unknown users are checked against a dummy hash, so a wrong email costs as much time as a wrong password.
      dummy ??= argon2.hash('not the password of anyone', options);
      const target = hash ?? (await dummy);
      try {
        const ok = await argon2.verify(target, password);
        return ok && Boolean(hash);
      } catch {
        return false;
      }
    },
  };
}
export type Passwords = ReturnType<typeof createPasswords>;
