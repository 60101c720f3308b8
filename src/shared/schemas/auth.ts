import { z } from 'zod';
import { ROLES } from '../constants/roles';
import { PASSWORD_MAX_LENGTH, zNewPassword } from './invitations';

export const zRole = z.enum(ROLES);

/** The signed-in user as the client knows it (the product's data model). */
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
  email: z.string().trim().min(1, 'Enter your email address').max(254, 'Enter a valid email address').email('Enter a valid email address'),
  // No account has a longer password: better-auth refuses to set one.
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters`),
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

/** "Forgot password?": the address to send a one-time reset link to. */
export const zRequestPasswordReset = z.object({
  email: z.string().trim().min(1, 'Enter your email address').max(254, 'Enter a valid email address').email('Enter a valid email address'),
});
export type RequestPasswordReset = z.infer<typeof zRequestPasswordReset>;

/** A new password through a reset link's token, with the same rules as an invitation's. */
export const zResetPassword = z.object({
  token: z.string().min(1, 'The reset link is incomplete').max(200, 'The reset link is not valid'),
  newPassword: zNewPassword,
});
export type ResetPassword = z.infer<typeof zResetPassword>;

/**
 * A signed-in user's new password, proved with the current one. The API always ends their other
 * sessions with it, whatever the body says.
 */
export const zChangePassword = z.object({
  currentPassword: z.string().min(1, 'Enter your current password').max(PASSWORD_MAX_LENGTH, 'That password is not right.'),
  newPassword: zNewPassword,
});
export type ChangePassword = z.infer<typeof zChangePassword>;

/** The change-password form: the new password twice. */
export const zChangePasswordForm = zChangePassword
  .extend({ confirmPassword: z.string().min(1, 'Enter the new password again') })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] });
export type ChangePasswordForm = z.infer<typeof zChangePasswordForm>;

/** A password proving it is the user who turns two-factor authentication on or off. */
export const zTwoFactorPassword = z.object({ password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH) });
export type TwoFactorPassword = z.infer<typeof zTwoFactorPassword>;

/** A code from an authenticator app: six digits, spaces allowed as apps show them. */
export const zTwoFactorCode = z.object({
  code: z
    .string()
    .transform((c) => c.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app')),
  trustDevice: z.boolean().optional(),
});
export type TwoFactorCode = z.input<typeof zTwoFactorCode>;

/** One of the backup codes shown when two-factor authentication was turned on. */
export const zBackupCode = z.object({
  code: z.string().trim().min(1, 'Enter one of your backup codes').max(64, 'That is not a backup code'),
});
export type BackupCode = z.infer<typeof zBackupCode>;

/** What turning two-factor authentication on answers: the app's otpauth:// link and the backup codes. */
export const zTwoFactorSetup = z.object({ totpURI: z.string(), backupCodes: z.array(z.string()) });
export type TwoFactorSetup = z.infer<typeof zTwoFactorSetup>;

/** Whether the signed-in user's sign-in asks for an authenticator code. */
export const zTwoFactorStatus = z.object({ enabled: z.boolean() });
export type TwoFactorStatus = z.infer<typeof zTwoFactorStatus>;

/** The reset page's form: a new password twice, with the API's rules. */
export const zResetPasswordForm = z
  .object({ newPassword: zNewPassword, confirmPassword: z.string().min(1, 'Enter the password again') })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'The passwords do not match', path: ['confirmPassword'] });
export type ResetPasswordForm = z.infer<typeof zResetPasswordForm>;
