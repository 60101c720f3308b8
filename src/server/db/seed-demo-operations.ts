import { and, eq, lte, sql } from 'drizzle-orm';
import { DEFAULT_REMINDER_DAYS_BEFORE } from '../../shared/constants/payment-reminders';
import { londonDateTime, shiftIsoDate, todayInLondon } from '../../shared/dates';
import { formatPounds } from '../../shared/money';
import type { ProjectStage } from '../../shared/constants/stages';
import type { InstallationStatus, LeadSource, ProductType, TaskPriority } from '../../shared/constants/operations';
import { applyChecklistTemplate, completeItemsBeforeStage } from '../features/checklist/checklist-template.service';
import { confirmTransfer } from '../features/payments/payments.service';
import { insertUserWithPassword } from '../features/users/users.queries';
import type { Database } from './client';
import type { DemoSeedContext } from './seed-demo-companies';
import { activity } from './schema/activity';
import { aftercareRequests } from './schema/aftercare';
import { users, type UserRow } from './schema/auth';
import type { CompanyRow } from './schema/companies';
import { availabilitySlots, leads, siteVisits, tasks } from './schema/operations';
import { paymentReminders } from './schema/payment-reminders';
import { paymentItems } from './schema/payments';
import { projects } from './schema/projects';
import { teams } from './schema/teams';
import { supportTickets, ticketResponses } from './schema/tickets';

/**
 * The demo company's other customers, so the staff dashboard reads as a real firm's: the
 * spec's sample figures come from these rows (Production Status: 7 in production and 5
 * complete, at 75% of a 12-build workshop; the installation table runs to 3 pages of 10).
 */
interface DemoBuild {
  customer: string;
  type: ProductType;
  size: string;
  stage: ProjectStage;
  status: InstallationStatus;
  /** Days from the seeding day to the install. */
  installIn: number;
  town: string;
  pricePence: number;
}

const BUILDS: DemoBuild[] = [
  { customer: 'Oliver Hughes', type: 'studio', size: '5m x 4m', stage: 'manufacturing', status: 'in_production', installIn: 12, town: 'Guildford, Surrey', pricePence: 2_450_000 },
  { customer: 'Sophie Turner', type: 'home_office', size: '3m x 3m', stage: 'manufacturing', status: 'in_production', installIn: 16, town: 'Woking, Surrey', pricePence: 1_390_000 },
  { customer: 'Raj Patel', type: 'garden_room', size: '4m x 4m', stage: 'manufacturing', status: 'materials_ordered', installIn: 19, town: 'Reigate, Surrey', pricePence: 1_980_000 },
  { customer: 'Grace Mitchell', type: 'home_office', size: '3.5m x 2.5m', stage: 'manufacturing', status: 'in_production', installIn: 23, town: 'Horsham, West Sussex', pricePence: 1_260_000 },
  { customer: 'Daniel Evans', type: 'studio', size: '6m x 4m', stage: 'manufacturing', status: 'materials_ordered', installIn: 26, town: 'Farnham, Surrey', pricePence: 3_050_000 },
  { customer: 'Amelia Brooks', type: 'garden_room', size: '4m x 3m', stage: 'manufacturing', status: 'in_production', installIn: 30, town: 'Dorking, Surrey', pricePence: 1_720_000 },
  { customer: 'Thomas Reid', type: 'garden_room', size: '5m x 3m', stage: 'manufacturing', status: 'in_production', installIn: 33, town: 'Crawley, West Sussex', pricePence: 2_080_000 },
  { customer: 'Charlotte Hall', type: 'studio', size: '5m x 4m', stage: 'quality_control', status: 'confirmed', installIn: 5, town: 'Epsom, Surrey', pricePence: 2_390_000 },
  { customer: 'Mohammed Khan', type: 'home_office', size: '3m x 2.5m', stage: 'quality_control', status: 'confirmed', installIn: 8, town: 'Haslemere, Surrey', pricePence: 1_190_000 },
  { customer: 'Lucy Ward', type: 'garden_room', size: '4m x 3m', stage: 'delivery_installation', status: 'confirmed', installIn: 1, town: 'Cranleigh, Surrey', pricePence: 1_680_000 },
  { customer: 'Harry Cooper', type: 'home_office', size: '3m x 3m', stage: 'delivery_installation', status: 'confirmed', installIn: 3, town: 'East Grinstead, West Sussex', pricePence: 1_420_000 },
  { customer: 'Isla Morgan', type: 'studio', size: '6m x 3m', stage: 'delivery_installation', status: 'confirmed', installIn: 6, town: 'Godalming, Surrey', pricePence: 2_560_000 },
  { customer: 'Jack Robinson', type: 'garden_room', size: '3m x 3m', stage: 'site_preparation', status: 'pending_survey', installIn: 38, town: 'Redhill, Surrey', pricePence: 1_150_000 },
  { customer: 'Ella Wright', type: 'home_office', size: '4m x 2.5m', stage: 'site_preparation', status: 'materials_ordered', installIn: 41, town: 'Leatherhead, Surrey', pricePence: 1_480_000 },
  { customer: 'George Bailey', type: 'studio', size: '5m x 3.5m', stage: 'site_preparation', status: 'pending_survey', installIn: 45, town: 'Petersfield, Hampshire', pricePence: 2_240_000 },
  { customer: 'Freya Collins', type: 'garden_room', size: '4m x 3m', stage: 'site_preparation', status: 'confirmed', installIn: 48, town: 'Midhurst, West Sussex', pricePence: 1_760_000 },
  { customer: 'Noah Harris', type: 'home_office', size: '3m x 3m', stage: 'design_confirmation', status: 'pending_survey', installIn: 55, town: 'Alton, Hampshire', pricePence: 1_350_000 },
  { customer: 'Poppy Lewis', type: 'garden_room', size: '5m x 4m', stage: 'design_confirmation', status: 'pending_survey', installIn: 59, town: 'Camberley, Surrey', pricePence: 2_310_000 },
  { customer: 'William King', type: 'studio', size: '4m x 4m', stage: 'contract_deposit', status: 'pending_survey', installIn: 66, town: 'Weybridge, Surrey', pricePence: 2_020_000 },
  { customer: 'Mia Scott', type: 'home_office', size: '3m x 2m', stage: 'contract_deposit', status: 'pending_survey', installIn: 70, town: 'Esher, Surrey', pricePence: 990_000 },
  { customer: 'Arthur Green', type: 'garden_room', size: '4m x 3.5m', stage: 'contract_deposit', status: 'pending_survey', installIn: 74, town: 'Chichester, West Sussex', pricePence: 1_840_000 },
  { customer: 'Ava Thompson', type: 'garden_room', size: '4m x 3m', stage: 'completed', status: 'confirmed', installIn: -21, town: 'Cobham, Surrey', pricePence: 1_650_000 },
  { customer: 'Leo Walker', type: 'home_office', size: '3m x 3m', stage: 'completed', status: 'confirmed', installIn: -35, town: 'Oxted, Surrey', pricePence: 1_290_000 },
  { customer: 'Evie Young', type: 'studio', size: '5m x 4m', stage: 'completed', status: 'confirmed', installIn: -52, town: 'Billingshurst, West Sussex', pricePence: 2_410_000 },
  { customer: 'Oscar Allen', type: 'garden_room', size: '3m x 3m', stage: 'completed', status: 'confirmed', installIn: -70, town: 'Fleet, Hampshire', pricePence: 1_120_000 },
  { customer: 'Ruby Baker', type: 'home_office', size: '3.5m x 3m', stage: 'completed', status: 'confirmed', installIn: -96, town: 'Haywards Heath, West Sussex', pricePence: 1_530_000 },
];

const TYPE_NAMES: Record<ProductType, string> = { garden_room: 'Garden Room', home_office: 'Garden Office', studio: 'Garden Studio' };

/** How many payments of a 20/50/30 schedule are settled by each stage. */
const PAID_BY_STAGE: Record<ProjectStage, number> = {
  contract_deposit: 1,
  design_confirmation: 1,
  site_preparation: 1,
  manufacturing: 2,
  quality_control: 2,
  delivery_installation: 2,
  completed: 3,
};

function daysFrom(base: Date, days: number): string {
  return new Date(base.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

function emailOf(name: string): string {
  return `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`;
}

export async function seedDemoOperations(db: Database, company: CompanyRow, staff: { staff: UserRow; admin: UserRow }, context: DemoSeedContext): Promise<void> {
  const now = new Date();
  const [oak, ash, survey] = await db
    .insert(teams)
    .values([{ companyId: company.id, name: 'Team Oak' }, { companyId: company.id, name: 'Team Ash' }, { companyId: company.id, name: 'Survey Team' }])
    .returning();
  // They are not sample accounts: their hash matches no password.
  const { ids, lockedPasswordHash: passwordHash } = context;

  const seeded: { customer: UserRow; projectId: string; build: DemoBuild }[] = [];
  for (const [i, build] of BUILDS.entries()) {
    const customer = await db.transaction((tx) =>
      insertUserWithPassword(tx, { id: ids(`user-demo-${i + 1}`), companyId: company.id, email: emailOf(build.customer), name: build.customer, role: 'customer', passwordHash, isFirstLogin: false }),
    );
    const projectId = ids(`proj-demo-${String(i + 1).padStart(3, '0')}`);
    const installDate = daysFrom(now, build.installIn);
    await db.insert(projects).values({
      id: projectId,
      companyId: company.id,
      customerId: customer.id,
      name: `${TYPE_NAMES[build.type]}, ${build.size}`,
      status: build.stage === 'completed' ? 'Completed' : 'In Progress',
      stage: build.stage,
      productType: build.type,
      startDate: daysFrom(now, build.installIn - 90),
      estimatedCompletion: daysFrom(now, build.installIn + 4),
      installDate,
      // Completed on its installation day: its guarantees run from then.
      completedOn: build.stage === 'completed' ? installDate : null,
      installSlot: 'all_day',
      installTeamId: i % 2 === 0 ? oak!.id : ash!.id,
      installStatus: build.status,
      siteAddress: build.town,
      detailsConfirmedAt: now,
      // Made when the contract was signed and the deposit fell due, so the pipeline report spreads them over the months they began.
      createdAt: new Date(now.getTime() + (build.installIn - 90) * 86_400_000),
      progress: Math.round(((Object.keys(PAID_BY_STAGE).indexOf(build.stage) + 1) / 7) * 100),
      specification: {
        size: build.size,
        color: i % 3 === 0 ? 'Anthracite Grey (RAL 7016)' : i % 3 === 1 ? 'Sage Green composite' : 'Western red cedar, natural',
        windows: '2 fixed windows',
        doors: i % 2 === 0 ? 'Aluminium bi-fold doors' : 'Aluminium sliding doors',
        electricalPackage: 'Standard: 4 double sockets, LED lighting, panel heater',
        insulation: 'Enhanced: 100 mm PIR in walls, floor and roof',
        groundScrews: i % 4 !== 0,
      },
    });
    const deposit = Math.round(build.pricePence * 0.2);
    const second = Math.round(build.pricePence * 0.5);
    const amounts = [deposit, second, build.pricePence - deposit - second];
    const titles = ['Deposit', 'Manufacturing Start Payment', 'Final Payment'];
    const dueOffsets = [build.installIn - 90, build.installIn - 42, build.installIn + 7];
    await db.insert(paymentItems).values(
      amounts.map((amountPence, n) => {
        const paid = n < PAID_BY_STAGE[build.stage];
        const due = daysFrom(now, dueOffsets[n]!);
        return {
          companyId: company.id,
          projectId,
          position: n + 1,
          title: titles[n]!,
          amountPence,
          dueDate: due,
          status: paid ? ('paid' as const) : ('pending' as const),
          ...(paid ? { paymentDate: new Date(`${due}T10:00:00Z`), paymentMethod: 'BACS' as const } : {}),
        };
      }),
    );
    await applyChecklistTemplate(db, { companyId: company.id, projectId });
    await completeItemsBeforeStage(db, { companyId: company.id, projectId, stage: build.stage });
    seeded.push({ customer, projectId, build });
  }

  // Two customers have told us they paid: transfers for staff to verify.
  for (const who of ['Lucy Ward', 'Harry Cooper']) {
    const entry = seeded.find((s) => s.build.customer === who)!;
    const [item] = await db.execute<{ id: string; amount_pence: number }>(
      sql`select id, amount_pence from payment_items where project_id = ${entry.projectId} and status = 'pending' order by position limit 1`,
    ).then((r) => r.rows);
    if (!item) continue;
    const actor = { userId: entry.customer.id, name: entry.customer.name, email: entry.customer.email, role: 'customer' as const, companyId: company.id, isFirstLogin: false };
    await confirmTransfer(db, actor, company, item.id, {
      reference: `INV-${item.id.slice(0, 8).toUpperCase()}`,
      amount: formatPounds(item.amount_pence),
      transferDate: daysFrom(now, -1),
    });
  }

  const projectOf = (name: string) => seeded.find((s) => s.build.customer === name)!.projectId;
  await db.insert(siteVisits).values([
    { companyId: company.id, projectId: projectOf('William King'), kind: 'survey', date: daysFrom(now, 2), slot: 'morning', teamId: survey!.id, location: 'Weybridge, Surrey', createdBy: staff.staff.id },
    { companyId: company.id, projectId: projectOf('Mia Scott'), kind: 'survey', date: daysFrom(now, 4), slot: 'afternoon', teamId: survey!.id, location: 'Esher, Surrey', createdBy: staff.staff.id },
    { companyId: company.id, projectId: projectOf('Arthur Green'), kind: 'survey', date: daysFrom(now, 9), slot: 'morning', teamId: survey!.id, location: 'Chichester, West Sussex', createdBy: staff.staff.id },
    { companyId: company.id, projectId: projectOf('Lucy Ward'), kind: 'delivery', date: daysFrom(now, 0), slot: 'afternoon', teamId: oak!.id, location: 'Cranleigh, Surrey', createdBy: staff.staff.id },
    { companyId: company.id, projectId: projectOf('Isla Morgan'), kind: 'delivery', date: daysFrom(now, 5), slot: 'morning', teamId: oak!.id, location: 'Godalming, Surrey', createdBy: staff.staff.id },
  ]);

  const task = (title: string, priority: TaskPriority, dueIn: number | null, assignee: UserRow, project?: string, done = false) => ({
    companyId: company.id,
    projectId: project ? projectOf(project) : null,
    title,
    priority,
    dueDate: dueIn === null ? null : daysFrom(now, dueIn),
    assigneeId: assignee.id,
    createdBy: staff.admin.id,
    completedAt: done ? now : null,
  });
  await db.insert(tasks).values([
    task('Order cedar cladding for the Morgan studio', 'high', 1, staff.staff, 'Isla Morgan'),
    task('Call Mr Patel about access for the lorry', 'high', -1, staff.staff, 'Raj Patel'),
    task('Send the Lewis design revision', 'medium', 3, staff.staff, 'Poppy Lewis'),
    task('Book the electrician for the Ward install', 'medium', 0, staff.staff, 'Lucy Ward'),
    task('Chase building control for the Evans studio', 'low', 10, staff.admin, 'Daniel Evans'),
    task('Review next month’s workshop capacity', 'medium', 6, staff.admin),
    task('Photograph the Thompson room for the gallery', 'low', null, staff.staff, 'Ava Thompson', true),
    task('Return the Walker snagging visit', 'medium', -12, staff.staff, 'Leo Walker', true),
  ]);

  const lead = (name: string, source: LeadSource, daysAgo: number, message: string) => ({
    companyId: company.id,
    name,
    email: emailOf(name),
    source,
    message,
    createdAt: new Date(now.getTime() - daysAgo * 86_400_000),
  });
  await db.insert(leads).values([
    lead('Hannah Fisher', 'contact', 1, 'Could you quote for a 4m x 3m office with a toilet?'),
    lead('Samuel Price', 'configurator', 2, 'Quote requested from the configurator.'),
    lead('Chloe Adams', 'demo', 4, 'Interested in a studio for pottery.'),
    lead('Benjamin Moore', 'contact', 9, 'Do you install in Brighton?'),
    lead('Lily Jackson', 'demo', 16, 'Looking at a garden gym.'),
    lead('Henry Clarke', 'contact', 27, 'Planning permission question for a listed house.'),
    lead('Isabelle Wood', 'contact', 45, 'Price for a 6m x 4m studio?'),
    lead('Max Turner', 'configurator', 63, 'Quote requested from the configurator.'),
  ]);

  // Weekday call slots for the next two weeks: 10:00, 11:30 and 14:00, London time.
  const slots: (typeof availabilitySlots.$inferInsert)[] = [];
  for (let day = 1; day <= 14; day++) {
    const date = new Date(now.getTime() + day * 86_400_000);
    const weekday = date.getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const iso = date.toISOString().slice(0, 10);
    for (const time of ['10:00', '11:30', '14:00']) {
      const startsAt = londonDateTime(iso, time);
      slots.push({ companyId: company.id, staffId: day % 2 === 0 ? staff.staff.id : staff.admin.id, startsAt });
    }
  }
  await db.insert(availabilitySlots).values(slots);

  // Three tickets are open and one of them has an answer: Open Tickets 3, Unanswered Tickets 2.
  const ticket = (n: number, who: string, subject: string, description: string, hoursAgo: number, status: 'open' | 'closed' = 'open') => ({
    companyId: company.id,
    number: 1000 + n,
    customerId: seeded.find((s) => s.build.customer === who)!.customer.id,
    subject,
    description,
    category: 'general' as const,
    status,
    createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
    updatedAt: new Date(now.getTime() - hoursAgo * 3_600_000),
  });
  const [, answered] = await db
    .insert(supportTickets)
    .values([
      ticket(1, 'Ava Thompson', 'Door catches on the frame', 'The left bi-fold door catches at the top since the cold snap.', 30),
      ticket(2, 'Raj Patel', 'Can delivery come on a Saturday?', 'Our road is very busy on weekdays. Could the lorry come on a Saturday morning?', 20),
      ticket(3, 'Grace Mitchell', 'Changing the heater', 'Could we swap the panel heater for an air-conditioning unit?', 3),
      ticket(4, 'Leo Walker', 'Guarantee certificate', 'Please could you send the cladding guarantee again?', 400, 'closed'),
    ])
    .returning();
  await db.insert(ticketResponses).values({
    companyId: company.id,
    ticketId: answered!.id,
    authorId: staff.staff.id,
    fromStaff: true,
    content: 'We can do Saturday mornings for a small surcharge. I will call you to arrange it.',
    createdAt: new Date(now.getTime() - 18 * 3_600_000),
  });

  // A completed room with a problem reported and not yet answered: past the response target, for staff to triage and book a visit.
  const ava = seeded.find((s) => s.build.customer === 'Ava Thompson')!;
  await db.insert(aftercareRequests).values({
    companyId: company.id,
    projectId: ava.projectId,
    customerId: ava.customer.id,
    category: 'leak',
    description: 'After heavy rain, water drips from the roof edge above the bi-fold doors and leaves a puddle on the decking.',
    preferredDays: ['tue', 'thu'],
    createdAt: new Date(now.getTime() - 30 * 3_600_000),
    updatedAt: new Date(now.getTime() - 30 * 3_600_000),
  });

  const happened = (hoursAgo: number, type: (typeof activity.$inferInsert)['type'], description: string, who: string | null, isPublic = true) => ({
    companyId: company.id,
    projectId: who ? projectOf(who) : null,
    actorId: staff.staff.id,
    type,
    description,
    isPublic,
    createdAt: new Date(now.getTime() - hoursAgo * 3_600_000),
  });
  await db.insert(activity).values([
    happened(70, 'stage_changed', 'Stage changed to Final Quality Control Checks (step 5 of 7)', 'Charlotte Hall'),
    happened(52, 'document_uploaded', 'Document uploaded: Groundworks plan.pdf', 'Ella Wright'),
    happened(26, 'install_date_changed', 'Install date set for Harry Cooper', 'Harry Cooper'),
    happened(5, 'note_added', 'Note added: Delivery lorry needs the drive clear by 8am', 'Lucy Ward'),
  ]);
  await seedSentReminders(db, company.id, now);
}

/**
 * The reminder each unpaid item due within a week, or already overdue, would last have been sent,
 * at 9:00 on its day: staff see reminders in the demo. (The schedule itself leaves demo companies
 * out: their customers are samples.)
 */
async function seedSentReminders(db: Database, companyId: string, now: Date): Promise<void> {
  const today = todayInLondon(now);
  const unpaid = await db
    .select({ id: paymentItems.id, dueDate: paymentItems.dueDate, email: users.email })
    .from(paymentItems)
    .innerJoin(projects, and(eq(projects.companyId, paymentItems.companyId), eq(projects.id, paymentItems.projectId)))
    .innerJoin(users, and(eq(users.companyId, projects.companyId), eq(users.id, projects.customerId)))
    .where(and(eq(paymentItems.companyId, companyId), eq(paymentItems.status, 'pending'), lte(paymentItems.dueDate, shiftIsoDate(today, DEFAULT_REMINDER_DAYS_BEFORE))));
  const points = [['before_due', -DEFAULT_REMINDER_DAYS_BEFORE], ['due_today', 0], ['overdue_3', 3], ['overdue_10', 10]] as const;
  const rows = unpaid.flatMap(({ id, dueDate, email }) => {
    const last = points.filter(([, offset]) => shiftIsoDate(dueDate!, offset) <= today).at(-1);
    if (!last) return [];
    const sentAt = londonDateTime(shiftIsoDate(dueDate!, last[1]), '09:00');
    return [{ companyId, paymentId: id, kind: last[0], dueDate, toEmail: email, createdAt: sentAt < now ? sentAt : now }];
  });
  if (rows.length > 0) await db.insert(paymentReminders).values(rows);
}
