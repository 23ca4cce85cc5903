import { describe, expect, it } from 'vitest';
import { userSchema } from '../admin/user-schema';
import { forgotPasswordSchema } from '../auth/forgot-password-schema';
import { signInSchema } from '../auth/sign-in-schema';
import { waitlistSchema } from '../auth/waitlist-schema';
import { emptyPublishValues, publishSchema } from '../scenario/publish-schema';
import { messages } from '../test/messages';

// Issue 33: every e-mail field takes a plain local@domain address only ('@readyteams/activities/email', the server's
// rule too), each with its field's message (the server's for the same field: apps/api/test/addresses.test.ts).
const NOT_PLAIN = [
  '"A" <a@b.co>',
  'Ann<ann@example.com>',
  'team:ann@example.com;',
  '"a b"@c.de',
  '"a@b"@example.com',
  'a%b@c.de',
  'relay!ann@example.com',
  '@relay.example:ann@example.com',
  'ann(work)@example.com',
  'ann@[192.168.0.1]',
  'ann@example-.com',
  `${'l'.repeat(65)}@example.com`,
];
const PLAIN = ['ann.lee+training@example.com', "o'brien@example.ie", 'first_last-2@mail.example.co.uk'];

const fields = [
  [
    'user',
    (email: string) =>
      messages(userSchema, {
        firstName: 'Ann',
        lastName: 'Lee',
        email,
        companyId: '1',
        isAdmin: true,
        subscriptionPlan: '',
        expiresAt: '',
        password: '',
      }).email,
    'Please enter a valid email address',
  ],
  [
    'sign-in',
    (email: string) => messages(signInSchema, { email, password: 'x' }).email,
    'Invalid email format',
  ],
  [
    'forgot password',
    (email: string) => messages(forgotPasswordSchema, { email }).email,
    'Invalid email format',
  ],
  ['waitlist', (email: string) => messages(waitlistSchema, { email }).email, 'Invalid email format'],
  [
    'publish',
    (email: string) =>
      messages(publishSchema, {
        ...emptyPublishValues,
        title: 'Handling a difficult customer',
        category: '1',
        description: 'A customer escalates on the phone.',
        script: 'Watch the call, then decide what you would do.',
        authorName: 'Ana Lee',
        authorEmail: email,
      }).authorEmail,
    'Invalid email',
  ],
] as const;

describe('e-mail fields: a plain address only', () => {
  it.each(fields)(
    '%s refuses what is not plain with its message, and takes plain addresses',
    (_form, message, text) => {
      for (const address of NOT_PLAIN) expect(message(address), address).toBe(text);
      for (const address of PLAIN) expect(message(address), address).toBeUndefined();
    },
  );
});
