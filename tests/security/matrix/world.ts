import { sql } from 'drizzle-orm';
import { fileForm, sampleFiles } from '../../factories/files';
import { insertPaymentItem } from '../../factories/payments';
import { insertUser } from '../../factories/users';
import { createTwoTenantWorld } from '../../factories/world';
import { invitationToken, queuedLink, resetToken } from '../../setup/outbox-links';
import type { createTestApp } from '../../setup/test-app';
import { PERSONAS, type Party, type Persona } from './personas';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** One object a path parameter (or a body field) can point at, and who it belongs to. */
export interface Target {
  party: Party;
  id: string;
  /** The persona who made it, for rules that only let its maker act on it (a staff member's own free time). */
  creator?: Persona;
}

/** Every kind of object the API's parameters name, each with one object per owning party. */
export type Kind =
  | 'project'
  | 'payment'
  | 'contract'
  | 'variation'
  | 'customer'
  | 'note'
  | 'checklistItem'
  | 'templateItem'
  | 'ticket'
  | 'team'
  | 'task'
  | 'siteVisit'
  | 'slot'
  | 'call'
  | 'option'
  | 'lead'
  | 'galleryItem'
  | 'galleryOriginal'
  | 'diagram'
  | 'file'
  | 'invitation'
  | 'statementLine'
  | 'resetToken'
  | 'resetEmail'
  | 'aftercareRequest';

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

/**
 * The two-tenant world of tests/factories/world.ts, filled through the API as its people would
 * (and a few rows through factories): for each customer's project a payment, contract, note,
 * checklist item, ticket, site visit, call, diagram and document; for each company a checklist
 * template item, team, task, free time, configurator option, lead, gallery photo, invitation,
 * password reset link (and its email) and bank statement line. Every object carries a marker of its party in a text field, so a response
 * can be searched for another party's data.
 */
export async function buildMatrixWorld(t: TestApp) {
  const base = await createTwoTenantWorld(t.db);
  const adminB = await insertUser(t.db, { companyId: base.tenantB.company.id, email: 'admin-b@example.test', role: 'admin' });
  const hostOf = { A: base.tenantA.host, B: base.tenantB.host } as const;

  const cookies = {} as Record<Persona, string | undefined>;
  for (const persona of PERSONAS) {
    cookies[persona.key] = persona.email ? await t.signIn(persona.email, undefined, { host: hostOf[persona.tenant!] }) : undefined;
  }
  const adminBCookie = await t.signIn(adminB.email, undefined, { host: hostOf.B });

  async function call(method: string, path: string, body: unknown, as: string | undefined, tenant: 'A' | 'B', expected = [200, 201]) {
    const res = await t.request(method, path, body, { cookie: as, host: hostOf[tenant] });
    const text = await res.text();
    if (!expected.includes(res.status)) throw new Error(`world: ${method} ${path} answered ${res.status}: ${text}`);
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  }
  async function upload(path: string, form: FormData, as: string | undefined, tenant: 'A' | 'B') {
    const res = await t.upload(path, form, { cookie: as, host: hostOf[tenant] });
    const text = await res.text();
    if (res.status !== 201 && res.status !== 200) throw new Error(`world: upload ${path} answered ${res.status}: ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  }
  const one = async (query: ReturnType<typeof sql>) => {
    const result = await t.db.execute(query);
    return result.rows[0] as Record<string, string>;
  };

  const customers = [
    { party: 'A1', tenant: 'A', persona: 'customerA1', user: base.users.customerA1, project: base.projects.projectA1, staff: 'staffA' },
    { party: 'A2', tenant: 'A', persona: 'customerA2', user: base.users.customerA2, project: base.projects.projectA2, staff: 'staffA' },
    { party: 'B1', tenant: 'B', persona: 'customerB1', user: base.users.customerB1, project: base.projects.projectB1, staff: 'staffB' },
  ] as const;
  const companies = [
    { party: 'A', tenant: 'A', company: base.tenantA.company, staff: 'staffA', admin: cookies.adminA },
    { party: 'B', tenant: 'B', company: base.tenantB.company, staff: 'staffB', admin: adminBCookie },
  ] as const;

  const targets = {} as Record<Kind, Target[]>;
  const add = (kind: Kind, target: Target) => (targets[kind] ??= []).push(target);
  /** Text only a party's own callers (and its company's staff) may read. */
  const markers: Record<Party, string[]> = { A1: [], A2: [], B1: [], A: [], B: [] };

  for (const c of companies) {
    const staff = cookies[c.staff];
    const m = `mx-${c.party}-company`;
    markers[c.party].push(m);
    const template = await call('POST', '/api/checklist-template', { title: `${m} template item`, type: 'staff' }, staff, c.tenant);
    add('templateItem', { party: c.party, id: String(template.id) });
    const team = await call('POST', '/api/teams', { name: `${m} team` }, c.admin, c.tenant);
    add('team', { party: c.party, id: String(team.id) });
    const task = await call('POST', '/api/tasks', { title: `${m} task`, priority: 'high' }, staff, c.tenant);
    add('task', { party: c.party, id: String(task.id) });
    const option = await call(
      'POST',
      '/api/configurator/options',
      { group: 'cladding', code: `${m.toLowerCase()}-cladding`, label: `${m} cladding`, pricePence: 12_300, pricing: 'fixed', available: false },
      staff,
      c.tenant,
    );
    add('option', { party: c.party, id: String(option.id) });
    const leadEmail = `lead-${c.party.toLowerCase()}@matrix.test`;
    markers[c.party].push(leadEmail);
    await call('POST', '/api/leads', { name: `${m} lead`, email: leadEmail, source: 'contact', message: `${m} enquiry` }, undefined, c.tenant);
    add('lead', { party: c.party, id: (await one(sql`select id from leads where email = ${leadEmail}`)).id! });
    const photo = await upload('/api/gallery', fileForm('room.png', sampleFiles.png, { caption: `${m} photo`, category: 'studio' }), staff, c.tenant);
    add('galleryItem', { party: c.party, id: String(photo.id) });
    add('galleryOriginal', { party: c.party, id: (await one(sql`select file_id from gallery_items where id = ${String(photo.id)}`)).file_id! });
    const inviteeEmail = `invitee-${c.party.toLowerCase()}@matrix.test`;
    markers[c.party].push(inviteeEmail);
    await call('POST', '/api/customers', { name: `${m} invitee`, email: inviteeEmail, projectName: `${m} invitee project` }, staff, c.tenant);
    add('invitation', { party: c.party, id: invitationToken(await queuedLink(t.db, inviteeEmail, 'invitation')) });
    const slot = await call('POST', '/api/availability', { startsAt: futureSlot(c.party === 'A' ? 1 : 2, 0), durationMinutes: 30 }, staff, c.tenant);
    add('slot', { party: c.party, id: String(slot.id), creator: c.staff });
    const resetEmail = `reset-${c.party.toLowerCase()}@matrix.test`;
    markers[c.party].push(resetEmail);
    await insertUser(t.db, { companyId: c.company.id, email: resetEmail, role: 'customer' });
    await call('POST', '/api/auth/request-password-reset', { email: resetEmail }, undefined, c.tenant);
    add('resetToken', { party: c.party, id: resetToken(await queuedLink(t.db, resetEmail, 'password-reset')) });
    add('resetEmail', { party: c.party, id: (await one(sql`select id from email_outbox where to_email = ${resetEmail} and kind = 'password-reset'`)).id! });
    const csv = `Date,Description,Amount\n${new Date(Date.now() - DAY).toLocaleDateString('en-GB')},${m} bank line,123.00\n`;
    await upload('/api/payments/reconciliation/import', fileForm('statement.csv', Buffer.from(csv), {}, 'text/csv'), staff, c.tenant);
    add('statementLine', { party: c.party, id: (await one(sql`select id from bank_statement_lines where company_id = ${c.company.id}`)).id! });
  }

  let slotHour = 1;
  for (const c of customers) {
    const staff = cookies[c.staff];
    const own = cookies[c.persona];
    const m = `mx-${c.party}-customer`;
    markers[c.party].push(m, c.user.email, c.project.id, c.user.id);
    add('project', { party: c.party, id: c.project.id });
    add('customer', { party: c.party, id: c.user.id });
    const payment = await insertPaymentItem(t.db, { companyId: c.project.companyId, projectId: c.project.id, title: `${m} payment` });
    add('payment', { party: c.party, id: payment.id });
    markers[c.party].push(payment.id);
    const contract = await call('POST', '/api/contracts', { title: `${m} contract`, content: `# ${m} agreement\n\nA garden room.`, customerId: c.user.id }, staff, c.tenant);
    add('contract', { party: c.party, id: String(contract.id) });
    const variation = await call('POST', `/api/projects/${c.project.id}/variations`, { title: `${m} variation`, description: `${m} variation text`, priceChangePence: 10_000, daysAdded: 0 }, staff, c.tenant);
    add('variation', { party: c.party, id: String(variation.id) });
    const note = await call('POST', `/api/projects/${c.project.id}/notes`, { content: `${m} note`, visibility: 'public' }, staff, c.tenant);
    add('note', { party: c.party, id: String(note.id) });
    const item = await call('POST', `/api/projects/${c.project.id}/checklist`, { title: `${m} checklist item`, type: 'customer', visibility: 'public' }, staff, c.tenant);
    add('checklistItem', { party: c.party, id: String(item.id) });
    const ticket = await call('POST', '/api/tickets', { subject: `${m} ticket`, description: `${m} ticket text` }, own, c.tenant);
    add('ticket', { party: c.party, id: String(ticket.id) });
    const visit = await call('POST', '/api/site-visits', { projectId: c.project.id, kind: 'survey', date: isoDay(20), notes: `${m} visit` }, staff, c.tenant);
    add('siteVisit', { party: c.party, id: String((visit.visit as { id: string }).id) });
    const slot = await call('POST', '/api/availability', { startsAt: futureSlot(3, slotHour++), durationMinutes: 30 }, staff, c.tenant);
    const booked = await call('POST', `/api/availability/${String(slot.id)}/book`, { topic: `${m} call` }, own, c.tenant);
    add('call', { party: c.party, id: String(booked.id) });
    await call('POST', `/api/projects/${c.project.id}/messages`, { content: `${m} message` }, own, c.tenant);
    await upload(`/api/projects/${c.project.id}/diagrams`, fileForm('diagram.png', sampleFiles.png), own, c.tenant);
    add('diagram', { party: c.party, id: (await one(sql`select id from building_diagrams where project_id = ${c.project.id}`)).id! });
    await upload(`/api/projects/${c.project.id}/documents`, fileForm(`${m}-document.pdf`, sampleFiles.pdf), own, c.tenant);
    add('file', { party: c.party, id: (await one(sql`select file_id from documents where project_id = ${c.project.id}`)).file_id! });
    // Reported only once a project is completed, which the world's projects are not: written as the customer's report would be.
    const aftercare = await one(
      sql`insert into aftercare_requests (company_id, project_id, customer_id, category, description) values (${c.project.companyId}, ${c.project.id}, ${c.user.id}, 'leak', ${`${m} aftercare`}) returning id`,
    );
    add('aftercareRequest', { party: c.party, id: aftercare.id! });
  }

  // Staff-only text inside a customer's project: a customer must never read it, even their own.
  const internal: Record<'A1' | 'A2' | 'B1', string> = { A1: 'mx-A1-internal', A2: 'mx-A2-internal', B1: 'mx-B1-internal' };
  for (const c of customers) {
    await call('POST', `/api/projects/${c.project.id}/notes`, { content: `${internal[c.party]} note`, visibility: 'internal' }, cookies[c.staff], c.tenant);
  }

  // The site content as it stands, so an admin's save in the matrix is a valid one.
  const siteContent = { A: await call('GET', '/api/site-content', undefined, undefined, 'A'), B: await call('GET', '/api/site-content', undefined, undefined, 'B') };

  return { base, hostOf, cookies, targets, markers, internal, siteContent };
}

/** A weekday-agnostic future start on the hour, far enough ahead to be bookable. */
function futureSlot(days: number, hour: number): string {
  const start = new Date(Date.now() + days * DAY);
  start.setUTCHours(9 + hour, 0, 0, 0);
  return start.toISOString();
}

export type MatrixWorld = Awaited<ReturnType<typeof buildMatrixWorld>>;
