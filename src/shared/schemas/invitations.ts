import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 10;
/** better-auth's own ceiling; scrypt on a longer input only costs the server time. */
export const PASSWORD_MAX_LENGTH = 128;

/** A new password: long enough to resist guessing, and not one key held down. */
export const zNewPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`)
  .refine((p) => new Set(p).size > 1, 'Use more than one different character');

/** The invitation token from the email's link: 32 random bytes, base64url (43 characters). */
export const zInvitationToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not an invitation link') });

/** Whom an invitation greets, shown before they choose a password. */
export const zInvitationDetails = z.object({ name: z.string(), email: z.string(), companyName: z.string() });
export type InvitationDetails = z.infer<typeof zInvitationDetails>;

export const zAcceptInvitation = z.object({ password: zNewPassword });
export type AcceptInvitation = z.infer<typeof zAcceptInvitation>;

/** The set-password form: the same rules, and the two entries must match. */
export const zSetPasswordForm = z
  .object({ password: zNewPassword, confirmPassword: z.string().min(1, 'Enter the password again') })
  .refine((v) => v.password === v.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] });
export type SetPasswordForm = z.infer<typeof zSetPasswordForm>;

export const zInvitationAccepted = z.object({ email: z.string() });
export type InvitationAccepted = z.infer<typeof zInvitationAccepted>;
