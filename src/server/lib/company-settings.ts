import { z } from 'zod';
import { DEFAULT_REMINDER_DAYS_BEFORE, MAX_REMINDER_DAYS_BEFORE, MIN_REMINDER_DAYS_BEFORE } from '../../shared/constants/payment-reminders';
import { MAX_SENDER_NAME_LENGTH } from '../../shared/schemas/settings';
import type { CompanyRow } from '../db/schema/companies';

/**
 * The keys the settings feature keeps in `companies.settings` (a jsonb object other features write
 * to as well). Each is checked on its own when read, so one bad value (a hand edit, an old
 * shape) falls back to "not set" without hiding the others.
 */
export const SETTING_KEYS = { emailSenderName: 'emailSenderName', productionCapacity: 'productionCapacity', logo: 'logo', paymentReminders: 'paymentReminders' } as const;

const zStoredSenderName = z
  .string()
  .min(1)
  .max(MAX_SENDER_NAME_LENGTH)
  .refine((v) => !/[\r\n<>]/.test(v));

const zStoredCapacity = z.number().int().min(1);

export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Where an uploaded logo's bytes are; `version` goes into its URL, so a new logo is a new URL. */
export const zStoredLogo = z.object({
  key: z.string().regex(/^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/),
  mimeType: z.enum(LOGO_MIME_TYPES),
  sizeBytes: z.number().int().min(1),
  version: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
});
export type StoredLogo = z.infer<typeof zStoredLogo>;

const zStoredPaymentReminders = z.object({
  enabled: z.boolean(),
  daysBefore: z.number().int().min(MIN_REMINDER_DAYS_BEFORE).max(MAX_REMINDER_DAYS_BEFORE),
});
export type StoredPaymentReminders = z.infer<typeof zStoredPaymentReminders>;

/** Reminders are on, the first one 7 days before the due date, until an admin says otherwise. */
export const DEFAULT_PAYMENT_REMINDERS: StoredPaymentReminders = { enabled: true, daysBefore: DEFAULT_REMINDER_DAYS_BEFORE };

function read<T>(schema: z.ZodType<T>, value: unknown): T | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function storedSenderName(settings: Record<string, unknown>): string | null {
  return read(zStoredSenderName, settings[SETTING_KEYS.emailSenderName]);
}

export function storedProductionCapacity(settings: Record<string, unknown>): number | null {
  return read(zStoredCapacity, settings[SETTING_KEYS.productionCapacity]);
}

export function storedLogo(settings: Record<string, unknown>): StoredLogo | null {
  return read(zStoredLogo, settings[SETTING_KEYS.logo]);
}

/** The company's payment reminder settings, or the defaults when it has none (or a bad value). */
export function paymentReminderSettings(settings: Record<string, unknown>): StoredPaymentReminders {
  return read(zStoredPaymentReminders, settings[SETTING_KEYS.paymentReminders]) ?? DEFAULT_PAYMENT_REMINDERS;
}

/** Who an email from this company says it is from: its chosen sender name, else its name. */
export function senderName(company: Pick<CompanyRow, 'name' | 'settings'>): string {
  return storedSenderName(company.settings) ?? company.name;
}

/** Our own logo URL carries the version, so browsers may keep it for good and still see a new one at once. */
export function logoUrlFor(logo: StoredLogo): string {
  return `/api/company/logo?v=${logo.version}`;
}
