import { z } from 'zod';

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').pipe(z.email('Invalid email format')),
});

export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;
export const emptyForgotPasswordValues: ForgotPasswordValues = { email: '' };
