import { z } from 'zod';

/** How many customers one look-up returns; a search narrows a long list down. */
export const CUSTOMER_LIST_LIMIT = 50;

/** A customer of the company, with the project a new contract for them goes to (their first). */
export const zCustomerSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Null while the customer has no project yet: nothing can be made out to them. */
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof zCustomerSummary>;

export const zCustomerList = z.object({ customers: z.array(zCustomerSummary) });
export type CustomerList = z.infer<typeof zCustomerList>;

export const zCustomerSearch = z.object({
  /** Part of a name or email address, any case. */
  q: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
});
export type CustomerSearch = z.infer<typeof zCustomerSearch>;
