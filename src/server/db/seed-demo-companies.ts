import { randomUUID } from 'node:crypto';
import { insertProject } from './insert-project';
import { applyChecklistTemplate, completeItemsBeforeStage, insertDefaultChecklistTemplate } from '../features/checklist/checklist-template.service';
import { insertUserWithPassword } from '../features/users/users.queries';
import { seedProposedVariation } from '../features/variations/variations.service';
import type { FileStorage } from '../lib/storage/storage-driver';
import type { Database } from './client';
import { seedConfiguratorOptions } from './seed-configurator';
import { seedDemoOperations } from './seed-demo-operations';
import { seedGallery } from './seed-gallery';
import { seedSiteDiary } from './seed-site-diary';
import { seedSiteContent } from './seed-site-content';
import type { UserRow } from './schema/auth';
import { companyBankAccounts } from './schema/bank-details';
import type { CompanyRow, companies } from './schema/companies';
import { paymentItems, projectMilestones } from './schema/payments';

/** The spec's sample project, under this id in the seeded demo company (a visitor's copy has its own). */
export const DEMO_PROJECT_ID = 'proj-123456';

/**
 * The ids a demo company's rows get. The seeded companies keep the fixed ids the spec and the
 * tests name (`proj-123456`); a visitor's copy maps each to a fresh one, the same one every
 * time it is asked within that copy.
 */
export type DemoIds = (fixed: string) => string;

export const SEEDED_IDS: DemoIds = (fixed) => fixed;

export function freshIds(): DemoIds {
  const given = new Map<string, string>();
  return (fixed) => {
    let id = given.get(fixed);
    if (!id) {
      const kind = fixed.slice(0, fixed.indexOf('-'));
      id = `${kind}-${randomUUID().replaceAll('-', '').slice(0, 16)}`;
      given.set(fixed, id);
    }
    return id;
  };
}

export interface DemoSeedContext {
  ids: DemoIds;
  /** The sample password's hash, made once and shared by every sample account. */
  passwordHash: string;
  /** A hash no password matches, for everyone else the company has (lockedPasswordHash). */
  lockedPasswordHash: string;
  /** With a file storage, the gallery's photos are drawn and stored too. */
  storage?: FileStorage;
  /** Where the site diary's photos go when there is no `storage` (a visitor's copy, which takes the gallery's photos from the demo company instead). */
  diaryStorage?: FileStorage;
}

export type DemoCompanyKey = 'demo' | 'acme';

export interface DemoCompany {
  /** The company row the seed makes, less its subdomain (the key) and its demo marks. */
  company: Omit<typeof companies.$inferInsert, 'subdomain' | 'isDemo' | 'demoOf'>;
  /** Seeds everything the company has into a given company row: the seeded one, or a visitor's copy of it. */
  seed: (db: Database, company: CompanyRow, context: DemoSeedContext) => Promise<void>;
}

function sampleUser(db: Database, context: DemoSeedContext, company: CompanyRow, fixedId: string, user: { email: string; name: string; role: UserRow['role'] }) {
  return db.transaction((tx) =>
    insertUserWithPassword(tx, { id: context.ids(fixedId), companyId: company.id, ...user, passwordHash: context.passwordHash, isFirstLogin: false }),
  );
}

function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The spec's sample schedule: £11,000 in all, a 20% deposit paid, £5,500 next.
 * Unpaid items fall due after the seeding day, so the demo shows what is coming
 * rather than a wall of overdue payments.
 */
async function seedDemoSchedule(db: Database, companyId: string, projectId: string) {
  await db.insert(paymentItems).values([
    { companyId, projectId, position: 1, title: 'Deposit', amountPence: 220_000, dueDate: '2024-01-15', status: 'paid', paymentDate: new Date('2024-01-15T10:30:00Z'), paymentMethod: 'BACS' },
    { companyId, projectId, position: 2, title: 'Manufacturing Start Payment', amountPence: 550_000, dueDate: daysFromNow(14) },
    { companyId, projectId, position: 3, title: 'Final Payment', amountPence: 330_000, dueDate: daysFromNow(45) },
  ]);
  await db.insert(projectMilestones).values([
    { companyId, projectId, title: 'Site survey', date: '2024-01-22', completed: true },
    { companyId, projectId, title: 'Design approval', date: daysFromNow(7), completed: false },
    { companyId, projectId, title: 'Manufacturing start', date: daysFromNow(14), completed: false },
    { companyId, projectId, title: 'Delivery and installation', date: daysFromNow(42), completed: false },
  ]);
}

const ARBOUR: DemoCompany = {
  company: {
    name: 'Arbour Garden Rooms',
    logoUrl: '/brand/arbour-garden-rooms.svg',
    primaryColor: '#1f6f4a',
    secondaryColor: '#a8742c',
    subscriptionTier: 'professional',
    settings: {
      productionCapacity: 12,
      demoAccounts: [
        { label: 'Customer', role: 'customer', email: 'customer@example.com' },
        { label: 'Staff', role: 'staff', email: 'staff@example.com' },
        { label: 'Admin', role: 'admin', email: 'admin@example.com' },
      ],
    },
  },
  async seed(db, company, context) {
    const customer = await sampleUser(db, context, company, 'user-demo-customer', { email: 'customer@example.com', name: 'Emma Clarke', role: 'customer' });
    const staff = await sampleUser(db, context, company, 'user-demo-staff', { email: 'staff@example.com', name: 'James Wilson', role: 'staff' });
    const admin = await sampleUser(db, context, company, 'user-demo-admin', { email: 'admin@example.com', name: 'Priya Shah', role: 'admin' });
    await db.insert(companyBankAccounts).values({
      companyId: company.id,
      accountName: 'Arbour Garden Rooms Ltd',
      sortCode: '200000',
      accountNumber: '55123456',
      bankName: 'Barclays Bank UK PLC',
      updatedBy: admin.id,
    });
    const projectId = context.ids(DEMO_PROJECT_ID);
    await insertProject(db, {
      id: projectId,
      companyId: company.id,
      customerId: customer.id,
      name: 'Garden Office, 4m x 3m',
      status: 'In Progress',
      stage: 'design_confirmation',
      startDate: '2024-01-15',
      estimatedCompletion: '2024-04-26',
      installDate: '2024-04-22',
      progress: 65,
      productType: 'home_office',
      siteAddress: 'Godalming, Surrey',
      installStatus: 'pending_survey',
      detailsConfirmedAt: new Date('2024-01-16T09:00:00Z'),
    });
    await seedDemoSchedule(db, company.id, projectId);
    // Awaiting Emma's approval: the Payment Summary keeps the spec's figures until she approves it.
    await seedProposedVariation(db, {
      companyId: company.id,
      projectId,
      staff,
      variation: {
        title: 'Outdoor light and an extra double socket',
        description: 'Add an LED wall light beside the doors, on a switch inside, and a second double socket on the back wall by the desk. Both are wired into the consumer unit already planned.',
        priceChangePence: 34_500,
        daysAdded: 2,
      },
    });
    await insertDefaultChecklistTemplate(db, company.id);
    await applyChecklistTemplate(db, { companyId: company.id, projectId });
    await completeItemsBeforeStage(db, { companyId: company.id, projectId, stage: 'design_confirmation', at: new Date('2024-01-20T10:00:00Z') });
    await seedDemoOperations(db, company, { staff, admin }, context);
    await seedSiteDiary(db, context.storage ?? context.diaryStorage, { companyId: company.id, projectId, staffId: staff.id });
    await seedSiteContent(db, { id: company.id, subdomain: 'demo' });
    await seedConfiguratorOptions(db, company.id, 'arbour');
    if (context.storage) await seedGallery(db, context.storage, company, staff);
  },
};

const ACME: DemoCompany = {
  company: {
    name: 'Acme Garden Buildings',
    logoUrl: null,
    primaryColor: '#1d4f91',
    secondaryColor: '#b45309',
    settings: {
      demoAccounts: [
        { label: 'Customer', role: 'customer', email: 'customer@acme.example.com' },
        { label: 'Staff', role: 'staff', email: 'staff@acme.example.com' },
      ],
    },
  },
  async seed(db, company, context) {
    const customer = await sampleUser(db, context, company, 'user-acme-customer', { email: 'customer@acme.example.com', name: 'Oliver Bennett', role: 'customer' });
    await sampleUser(db, context, company, 'user-acme-staff', { email: 'staff@acme.example.com', name: 'Hannah Price', role: 'staff' });
    await db.insert(companyBankAccounts).values({
      companyId: company.id,
      accountName: 'Acme Garden Buildings Ltd',
      sortCode: '309634',
      accountNumber: '27840192',
      bankName: 'Lloyds Bank plc',
    });
    const projectId = context.ids('proj-acme-0001');
    await insertProject(db, {
      id: projectId,
      companyId: company.id,
      customerId: customer.id,
      name: 'Garden Studio, 5m x 4m',
      stage: 'manufacturing',
      startDate: '2024-02-01',
      estimatedCompletion: '2024-05-20',
      installDate: '2024-05-14',
      progress: 40,
      specification: {
        size: '5m x 4m',
        color: 'Cedar cladding, natural finish',
        windows: '3 fixed windows and 1 roof light',
        doors: 'Sliding patio doors',
        electricalPackage: 'Standard: 4 double sockets, LED lighting, heater',
        insulation: 'Standard: 75 mm PIR',
        groundScrews: true,
      },
    });
    await insertDefaultChecklistTemplate(db, company.id);
    await applyChecklistTemplate(db, { companyId: company.id, projectId });
    await seedSiteContent(db, { id: company.id, subdomain: 'acme' });
    await seedConfiguratorOptions(db, company.id, 'acme');
  },
};

/** The demo seed's companies, by the subdomain it gives them. */
export const DEMO_COMPANIES: Record<DemoCompanyKey, DemoCompany> = { demo: ARBOUR, acme: ACME };

export function demoCompanyOf(subdomain: string): DemoCompany | undefined {
  return Object.hasOwn(DEMO_COMPANIES, subdomain) ? DEMO_COMPANIES[subdomain as DemoCompanyKey] : undefined;
}
