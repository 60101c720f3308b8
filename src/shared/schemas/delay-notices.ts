import { z } from 'zod';
import { todayInLondon } from '../dates';
import { zDate } from './fields';

/** Staff tell the customer the installation moves: why, and to when (the customer sees it and gets an email). */
export const zCreateDelayNotice = z.object({
  reason: z
    .string()
    .trim()
    .min(1, 'Tell the customer why the installation is moving')
    .max(2000, 'Keep the reason under 2,000 characters'),
  revisedInstallDate: zDate('Choose the new install date')
    // Checked when the request is read, so "today" is the day it is sent.
    .refine((date) => date >= todayInLondon(), 'The new install date cannot be in the past'),
});
export type CreateDelayNotice = z.infer<typeof zCreateDelayNotice>;

export const zDelayNotice = z.object({
  id: z.string(),
  reason: z.string(),
  /** The install date before this notice; null when there was none. */
  previousInstallDate: z.iso.date().nullable(),
  revisedInstallDate: z.iso.date(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type DelayNotice = z.infer<typeof zDelayNotice>;
