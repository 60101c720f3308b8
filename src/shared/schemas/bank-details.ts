import { z } from 'zod';

/** A UK bank account for customers' transfers (Bank Transfer Details card). */
export const zBankDetails = z.object({
  accountName: z.string().trim().min(2, 'Enter the account name exactly as the bank holds it').max(140),
  sortCode: z
    .string()
    .trim()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'A sort code is 6 digits, such as 12-34-56')),
  accountNumber: z
    .string()
    .trim()
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{8}$/, 'An account number is 8 digits')),
  bankName: z.string().trim().min(2, 'Enter the name of the bank').max(100),
});
export type BankDetails = z.infer<typeof zBankDetails>;

/** A sort code as people read it: 12-34-56. */
export function formatSortCode(digits: string): string {
  return digits.replace(/^(\d{2})(\d{2})(\d{2})$/, '$1-$2-$3');
}
