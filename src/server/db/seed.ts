import { count } from 'drizzle-orm';
import { insertCompany } from '../../../tests/factories/companies';
import { insertProject } from '../../../tests/factories/projects';
import { insertUser } from '../../../tests/factories/users';
import { applyChecklistTemplate, completeItemsBeforeStage, insertDefaultChecklistTemplate } from '../features/checklist/checklist-template.service';
import { DEMO_PASSWORD } from '../features/demo/demo-accounts';
import type { FileStorage } from '../lib/storage/file-storage';
import type { Database } from './client';
import { seedConfiguratorOptions } from './seed-configurator';
import { seedGallery } from './seed-gallery';
import { seedDemoOperations } from './seed-demo-operations';
import { seedSiteContent } from './seed-site-content';
import { companyBankAccounts } from './schema/bank-details';
import { companies } from './schema/companies';
import { paymentItems, projectMilestones } from './schema/payments';

export const DEMO_PROJECT_ID = 'proj-123456';

/**
 * Seeds the demo tenant and a second tenant (so isolation can be seen) into an empty database.
 * With a file storage, the demo tenant's gallery photos are drawn and stored too.
 */
export async function seedDemo(db: Database, options: { storage?: FileStorage } = {}): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(companies);
  if ((existing?.n ?? 0) > 0) return false;

  const demo = await insertCompany(db, {
    name: 'Arbour Garden Rooms',
    subdomain: 'demo',
    logoUrl: '/brand/arbour-garden-rooms.svg',
    primaryColor: '#1f6f4a',
    secondaryColor: '#a8742c',
    subscriptionTier: 'professional',
    settings: {
      productionCapacity: 12,
      demoProjectId: DEMO_PROJECT_ID,
      demoAccounts: [
        { label: 'Customer', role: 'customer', email: 'customer@example.com' },
        { label: 'Staff', role: 'staff', email: 'staff@example.com' },
        { label: 'Admin', role: 'admin', email: 'admin@example.com' },
      ],
    },
  });
  const customer = await insertUser(db, {
    companyId: demo.id,
    email: 'customer@example.com',
    name: 'Emma Clarke',
    role: 'customer',
    password: DEMO_PASSWORD,
    isFirstLogin: false,
  });
  const staff = await insertUser(db, { companyId: demo.id, email: 'staff@example.com', name: 'James Wilson', role: 'staff', password: DEMO_PASSWORD });
  const admin = await insertUser(db, { companyId: demo.id, email: 'admin@example.com', name: 'Priya Shah', role: 'admin', password: DEMO_PASSWORD });
  await db.insert(companyBankAccounts).values({
    companyId: demo.id,
    accountName: 'Arbour Garden Rooms Ltd',
    sortCode: '200000',
    accountNumber: '55123456',
    bankName: 'Barclays Bank UK PLC',
    updatedBy: admin.id,
  });
  await insertProject(db, {
    id: DEMO_PROJECT_ID,
    companyId: demo.id,
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

  await seedDemoSchedule(db, demo.id, DEMO_PROJECT_ID);
  await insertDefaultChecklistTemplate(db, demo.id);
  await applyChecklistTemplate(db, { companyId: demo.id, projectId: DEMO_PROJECT_ID });
  await completeItemsBeforeStage(db, { projectId: DEMO_PROJECT_ID, stage: 'design_confirmation', at: new Date('2024-01-20T10:00:00Z') });
  await seedDemoOperations(db, demo, { staff, admin });
  await seedSiteContent(db, demo);
  await seedConfiguratorOptions(db, demo.id, 'arbour');
  if (options.storage) await seedGallery(db, options.storage, demo, staff);

  const acme = await insertCompany(db, {
    name: 'Acme Garden Buildings',
    subdomain: 'acme',
    logoUrl: null,
    primaryColor: '#1d4f91',
    secondaryColor: '#b45309',
    settings: {
      demoProjectId: 'proj-acme-0001',
      demoAccounts: [
        { label: 'Customer', role: 'customer', email: 'customer@acme.example.com' },
        { label: 'Staff', role: 'staff', email: 'staff@acme.example.com' },
      ],
    },
  });
  const acmeCustomer = await insertUser(db, {
    companyId: acme.id,
    email: 'customer@acme.example.com',
    name: 'Oliver Bennett',
    role: 'customer',
    password: DEMO_PASSWORD,
    isFirstLogin: false,
  });
  await insertUser(db, { companyId: acme.id, email: 'staff@acme.example.com', name: 'Hannah Price', role: 'staff', password: DEMO_PASSWORD });
  await db.insert(companyBankAccounts).values({
    companyId: acme.id,
    accountName: 'Acme Garden Buildings Ltd',
    sortCode: '309634',
    accountNumber: '27840192',
    bankName: 'Lloyds Bank plc',
  });
  await insertProject(db, {
    id: 'proj-acme-0001',
    companyId: acme.id,
    customerId: acmeCustomer.id,
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
  await insertDefaultChecklistTemplate(db, acme.id);
  await applyChecklistTemplate(db, { companyId: acme.id, projectId: 'proj-acme-0001' });
  await seedSiteContent(db, acme);
  await seedConfiguratorOptions(db, acme.id, 'acme');
  return true;
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
