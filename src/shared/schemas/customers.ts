import { z } from 'zod';
import { PRODUCT_TYPES } from '../constants/operations';
import { PROJECT_STAGES } from '../constants/stages';
import { hasNoControlCharacters, NAME_CONTROL_CHARACTERS_MESSAGE, zDate } from './fields';
import { zOnboardingSteps } from './onboarding';
import { zProjectSpecification } from './projects';

/** How many customers one page holds; a search narrows a long list down. */
export const CUSTOMER_LIST_LIMIT = 50;

/** Where a customer's account stands: invited (a link is waiting), active (has a password), expired (the link lapsed). */
export const INVITATION_STATES = ['invited', 'active', 'expired'] as const;
export const zInvitationState = z.enum(INVITATION_STATES);
export type InvitationState = z.infer<typeof zInvitationState>;

/** A customer of the company, with the project a new contract for them goes to (their first): what the contract picker reads. */
export const zCustomerSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** Null while the customer has no project yet: nothing can be made out to them. */
  projectId: z.string().nullable(),
  projectName: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof zCustomerSummary>;

/** The picker's view of `GET /api/customers`: it reads only the fields above. */
export const zCustomerList = z.object({ customers: z.array(zCustomerSummary) });
export type CustomerList = z.infer<typeof zCustomerList>;

/** A row of the Customers page: the summary with the project's stage, the balance, the account and onboarding. */
export const zCustomerRow = zCustomerSummary.extend({
  projectStage: z.enum(PROJECT_STAGES).nullable(),
  /** What is still to pay on that project (every item not yet paid), in pence. */
  balanceDuePence: z.number().int(),
  invitation: zInvitationState,
  onboarding: zOnboardingSteps,
  createdAt: z.string(),
});
export type CustomerRow = z.infer<typeof zCustomerRow>;

/** `GET /api/customers`: one page of rows, with the paging facts. */
export const zCustomerPage = z.object({
  customers: z.array(zCustomerRow),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type CustomerPage = z.infer<typeof zCustomerPage>;

export const zCustomerSearch = z.object({
  /** Part of a name or email address, any case. */
  q: z.string().trim().max(100, 'Keep the search under 100 characters').optional(),
  page: z.coerce.number('Page must be a number').int('Page must be a whole number').min(1, 'Pages start at 1').max(100_000, 'Page is too large').default(1),
});
export type CustomerSearch = z.infer<typeof zCustomerSearch>;

/** The Create New Customer dialog (as the product's screens specify): the form and the API check the same rules. */
export const zCreateCustomer = z.object({
  name: z.string().trim().min(1, 'Enter the customer’s name').max(120, 'Keep the name under 120 characters').refine(hasNoControlCharacters, NAME_CONTROL_CHARACTERS_MESSAGE),
  email: z.string().trim().min(1, 'Enter the customer’s email address').max(254, 'That email address is too long').pipe(z.email('Enter a valid email address')),
  /** API only: the dialog asks for a name and an email, and the project starts as "Garden Room project". */
  projectName: z.string().trim().min(1, 'Enter a project name').max(120, 'Keep the name under 120 characters').optional(),
});
export type CreateCustomer = z.infer<typeof zCreateCustomer>;

export const zCreatedCustomer = z.object({
  customer: zCustomerRow,
  /** When the invitation link stops working. */
  invitationExpiresAt: z.string(),
});
export type CreatedCustomer = z.infer<typeof zCreatedCustomer>;

export const zInvitationSent = z.object({ email: z.string(), expiresAt: z.string() });
export type InvitationSent = z.infer<typeof zInvitationSent>;

const zOptionalDate = z.union([zDate('Enter a date'), z.null()]);

/** What staff change on a project page; every field is optional, and a date may be cleared with null. */
export const zUpdateProjectDetails = z
  .object({
    name: z.string().trim().min(1, 'Enter a project name').max(120, 'Keep the name under 120 characters'),
    stage: z.enum(PROJECT_STAGES),
    startDate: zOptionalDate,
    estimatedCompletion: zOptionalDate,
    productType: z.enum(PRODUCT_TYPES),
    siteAddress: z.union([z.string().trim().max(300, 'Keep the address under 300 characters'), z.null()]),
    specification: zProjectSpecification,
  })
  .partial()
  .refine((v) => !v.startDate || !v.estimatedCompletion || v.estimatedCompletion >= v.startDate, {
    message: 'The estimated completion cannot be before the start date',
    path: ['estimatedCompletion'],
  });
export type UpdateProjectDetails = z.infer<typeof zUpdateProjectDetails>;

/** A project's editable details as the staff form loads them. */
export const zProjectDetails = z.object({
  id: z.string(),
  name: z.string(),
  stage: z.enum(PROJECT_STAGES),
  startDate: z.string().nullable(),
  estimatedCompletion: z.string().nullable(),
  productType: z.enum(PRODUCT_TYPES),
  siteAddress: z.string().nullable(),
  specification: zProjectSpecification,
  detailsConfirmedAt: z.string().nullable(),
});
export type ProjectDetails = z.infer<typeof zProjectDetails>;

const zFormDate = z.union([zDate('Enter a date'), z.literal('')]);
const specText = (label: string, max: number) => z.string().trim().min(1, `Enter the ${label}, or “To be confirmed”`).max(max, `Keep it under ${max} characters`);

/** zProjectSpecification's limits, with messages a person can act on. */
const zSpecificationForm = z.object({
  size: specText('size', 100),
  color: specText('colour', 100),
  windows: specText('windows', 200),
  doors: specText('doors', 200),
  electricalPackage: specText('electrical package', 200),
  insulation: specText('insulation', 200),
  groundScrews: z.boolean(),
});

/** The staff edit form: the same rules, with empty text for "no date" and "no address"; see toProjectUpdate. */
export const zProjectDetailsForm = z
  .object({
    name: z.string().trim().min(1, 'Enter a project name').max(120, 'Keep the name under 120 characters'),
    stage: z.enum(PROJECT_STAGES),
    startDate: zFormDate,
    estimatedCompletion: zFormDate,
    productType: z.enum(PRODUCT_TYPES),
    siteAddress: z.string().trim().max(300, 'Keep the address under 300 characters'),
    specification: zSpecificationForm,
  })
  .refine((v) => !v.startDate || !v.estimatedCompletion || v.estimatedCompletion >= v.startDate, {
    message: 'The estimated completion cannot be before the start date',
    path: ['estimatedCompletion'],
  });
export type ProjectDetailsForm = z.infer<typeof zProjectDetailsForm>;

export function toProjectUpdate(form: ProjectDetailsForm): UpdateProjectDetails {
  return { ...form, startDate: form.startDate || null, estimatedCompletion: form.estimatedCompletion || null, siteAddress: form.siteAddress || null };
}
