import { z } from 'zod';
import { ROLES } from '../constants/roles';

export const zRole = z.enum(ROLES);

/** The signed-in user as the client knows it (spec section 3). */
export const zSessionUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: zRole,
  projectId: z.string().nullable(),
  isFirstLogin: z.boolean(),
});
export type SessionUser = z.infer<typeof zSessionUser>;

export const zSignIn = z.object({
  email: z.string().trim().min(1, 'Enter your email address').email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password'),
});
export type SignIn = z.infer<typeof zSignIn>;

export const zDemoAccount = z.object({
  label: z.string(),
  role: zRole,
  email: z.string(),
  password: z.string(),
});
export type DemoAccount = z.infer<typeof zDemoAccount>;

export const zDemoAccounts = z.object({ accounts: z.array(zDemoAccount) });
export type DemoAccounts = z.infer<typeof zDemoAccounts>;
