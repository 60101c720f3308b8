import { z } from 'zod';
import { PRODUCT_TYPES } from '../constants/operations';
import { hasNoControlCharacters, NAME_CONTROL_CHARACTERS_MESSAGE } from './fields';

/**
 * The spec's four steps (Customer Onboarding Workflow), each done or not: staff created the
 * customer, the customer's first login (they set a password), project details (confirmed by
 * the customer), file upload (anything the customer has uploaded).
 */
export const zOnboardingSteps = z.object({
  created: z.boolean(),
  firstLogin: z.boolean(),
  projectDetails: z.boolean(),
  fileUpload: z.boolean(),
});
export type OnboardingSteps = z.infer<typeof zOnboardingSteps>;
export type OnboardingStep = keyof OnboardingSteps;

export const ONBOARDING_STEP_LABELS: Record<OnboardingStep, { title: string; description: string }> = {
  created: { title: 'Staff creates the customer', description: 'Name and email; the customer is emailed a link to set a password.' },
  firstLogin: { title: 'The customer’s first login', description: 'They set a password, sign in and confirm their name and phone number.' },
  projectDetails: { title: 'Project details', description: 'They confirm the site address, the building and how we reach the site.' },
  fileUpload: { title: 'File upload', description: 'They share a first file, usually a photo of the site.' },
};

/** Staff: recent customers and how far each has come (the workflow dialog). */
export const zOnboardingOverview = z.object({
  customers: z.array(
    z.object({ id: z.string(), name: z.string(), email: z.string(), projectId: z.string().nullable(), createdAt: z.string(), steps: zOnboardingSteps }),
  ),
});
export type OnboardingOverview = z.infer<typeof zOnboardingOverview>;

/** A UK phone number as people write it: digits with spaces, brackets or dashes, optionally +44. */
export const zPhone = z
  .string()
  .trim()
  .min(1, 'Enter a phone number')
  .max(25, 'That phone number is too long')
  .refine((p) => /^\+?[0-9 ()-]+$/.test(p), 'Use digits, spaces and an optional + only')
  .refine((p) => {
    const digits = p.replace(/\D/g, '').length;
    return digits >= 10 && digits <= 13;
  }, 'Enter a full phone number, for example 07700 900123');

/** Step 1 from the customer's side: who they are and how we call them. */
export const zConfirmDetails = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(120, 'Keep your name under 120 characters').refine(hasNoControlCharacters, NAME_CONTROL_CHARACTERS_MESSAGE),
  phone: zPhone,
});
export type ConfirmDetails = z.infer<typeof zConfirmDetails>;

/** Step 2: where the building goes, which building, and how we get to the spot. */
export const zOnboardingProject = z.object({
  siteAddress: z.string().trim().min(5, 'Enter the address where the building will go').max(300, 'Keep the address under 300 characters'),
  productType: z.enum(PRODUCT_TYPES, 'Choose the kind of building'),
  /** Kept as a public note on the project, where the team reads it beside everything else. */
  accessNotes: z.string().trim().max(1000, 'Keep the access notes under 1,000 characters').default(''),
});
export type OnboardingProject = z.infer<typeof zOnboardingProject>;
export type OnboardingProjectInput = z.input<typeof zOnboardingProject>;

/** What the customer's onboarding pages show: their details, their project and what is done. */
export const zOnboardingState = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  companyName: z.string(),
  project: z
    .object({
      id: z.string(),
      name: z.string(),
      siteAddress: z.string().nullable(),
      productType: z.enum(PRODUCT_TYPES),
      detailsConfirmedAt: z.string().nullable(),
    })
    .nullable(),
  steps: z.object({ details: z.boolean(), project: z.boolean(), upload: z.boolean() }),
});
export type OnboardingState = z.infer<typeof zOnboardingState>;
