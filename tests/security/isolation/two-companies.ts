import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { users } from '../../../src/server/db/schema/auth';
import type { CompanyRow } from '../../../src/server/db/schema/companies';
import { availabilitySlots, leads } from '../../../src/server/db/schema/operations';
import { projects } from '../../../src/server/db/schema/projects';
import { DEMO_COMPANIES, freshIds, SEEDED_IDS } from '../../../src/server/db/seed-demo-companies';
import { lockedPasswordHash, samplePasswordHash } from '../../../src/server/features/demo/demo-accounts';
import { insertCompany } from '../../../src/server/db/insert-company';
import { tenantTables } from './catalogue';

export interface TwoCompanies {
  a: CompanyRow;
  b: CompanyRow;
}

/**
 * Two companies, A and B, each with at least one row in every table that has a company_id: the demo
 * seed fills most tables, and `fillTheRest` one row in each it leaves empty. Made through the
 * owner's handle, which row-level security does not bind.
 */
export async function seedTwoCompanies(db: Database): Promise<TwoCompanies> {
  const [passwordHash, locked] = await Promise.all([samplePasswordHash(), lockedPasswordHash()]);
  const demo = DEMO_COMPANIES.demo;
  const a = await insertCompany(db, { ...demo.company, name: 'Company A Garden Rooms', subdomain: 'iso-a' });
  await demo.seed(db, a, { ids: SEEDED_IDS, passwordHash, lockedPasswordHash: locked });
  const b = await insertCompany(db, { ...demo.company, name: 'Company B Garden Rooms', subdomain: 'iso-b' });
  await demo.seed(db, b, { ids: freshIds(), passwordHash, lockedPasswordHash: locked });
  await fillTheRest(db, a.id);
  await fillTheRest(db, b.id);

  const empty: string[] = [];
  for (const { name } of await tenantTables(db)) {
    const { rows } = await db.execute<{ a: number; b: number }>(
      sql`select count(*) filter (where company_id = ${a.id})::int as a, count(*) filter (where company_id = ${b.id})::int as b from ${sql.identifier(name)}`,
    );
    if (!rows[0]!.a || !rows[0]!.b) empty.push(name);
  }
  // A table without rows would let every isolation test pass without trying it.
  if (empty.length) throw new Error(`No row of both companies in ${empty.join(', ')}: add one to fillTheRest in tests/security/isolation/two-companies.ts`);
  return { a, b };
}

/** One row in each table the demo seed leaves empty, as the app would write it. */
async function fillTheRest(db: Database, companyId: string): Promise<void> {
  const tag = randomUUID().slice(0, 8);
  const [staff] = await db.select().from(users).where(and(eq(users.companyId, companyId), eq(users.role, 'staff')));
  const [project] = await db.select().from(projects).where(eq(projects.companyId, companyId));
  const [slot] = await db.select().from(availabilitySlots).where(eq(availabilitySlots.companyId, companyId));
  const [lead] = await db.select().from(leads).where(eq(leads.companyId, companyId));
  const staffId = staff!.id;
  const customerId = project!.customerId;
  const projectId = project!.id;
  const [payment] = (await db.execute<{ id: string }>(sql`select id from payment_items where company_id = ${companyId} limit 1`)).rows;

  const one = async (statement: ReturnType<typeof sql>) => (await db.execute<{ id: string }>(statement)).rows[0]?.id;

  const fileId = await one(sql`insert into stored_files (company_id, project_id, storage_key, original_name, mime_type, size_bytes, uploaded_by)
    values (${companyId}, ${projectId}, ${`${companyId}/${tag}.pdf`}, 'survey.pdf', 'application/pdf', 100, ${staffId}) returning id`);
  const photoId = await one(sql`insert into stored_files (company_id, storage_key, original_name, mime_type, size_bytes, uploaded_by)
    values (${companyId}, ${`${companyId}/${tag}.jpg`}, 'photo.jpg', 'image/jpeg', 100, ${staffId}) returning id`);
  const diagramId = await one(sql`insert into building_diagrams (company_id, project_id, file_id, is_customer_upload, uploaded_by)
    values (${companyId}, ${projectId}, ${fileId}, false, ${staffId}) returning id`);
  await db.execute(sql`insert into diagram_notes (company_id, diagram_id, user_id, content) values (${companyId}, ${diagramId}, ${staffId}, 'Door here')`);
  const documentId = await one(sql`insert into documents (company_id, project_id, file_id, title, document_type, uploaded_by)
    values (${companyId}, ${projectId}, ${fileId}, 'Survey', 'report', ${staffId}) returning id`);
  await db.execute(sql`insert into document_requests (company_id, project_id, document_type, requested_by, document_id)
    values (${companyId}, ${projectId}, 'Planning permission', ${staffId}, ${documentId})`);
  await db.execute(sql`insert into gallery_items (company_id, file_id, width, height, category) values (${companyId}, ${photoId}, 800, 600, 'studio')`);
  // The seed's diary entries have photos only with a file storage, which this seed is not given.
  const entryId = await one(sql`select id from diary_entries where company_id = ${companyId} limit 1`);
  await db.execute(sql`insert into diary_photos (company_id, entry_id, position, original_file_id, small_file_id, large_file_id, width, height)
    values (${companyId}, ${entryId}, 0, ${photoId}, ${photoId}, ${photoId}, 800, 600)`);
  // The seed's variation awaiting approval has no attachment.
  const variationId = await one(sql`select id from variations where company_id = ${companyId} limit 1`);
  await db.execute(sql`insert into variation_attachments (company_id, variation_id, file_id, position, sha256) values (${companyId}, ${variationId}, ${fileId}, 0, ${'0'.repeat(64)})`);
  await db.execute(sql`insert into diary_digests (company_id, customer_id, day, covered_until, entry_count) values (${companyId}, ${customerId}, '2024-01-20', now(), 1)`);

  // The seed's aftercare request (a completed project's leak) has no reply yet.
  const aftercareId = await one(sql`select id from aftercare_requests where company_id = ${companyId} limit 1`);
  await db.execute(sql`insert into aftercare_replies (company_id, request_id, author_id, content) values (${companyId}, ${aftercareId}, ${staffId}, 'We will come on Tuesday')`);
  await db.execute(sql`insert into aftercare_photos (company_id, request_id, position, original_file_id, small_file_id, large_file_id, width, height)
    values (${companyId}, ${aftercareId}, 0, ${photoId}, ${photoId}, ${photoId}, 800, 600)`);

  const contractId = await one(sql`insert into contracts (company_id, project_id, customer_id, staff_id, title, content)
    values (${companyId}, ${projectId}, ${customerId}, ${staffId}, 'Build agreement', 'The company will build a garden room.') returning id`);
  await db.execute(sql`insert into contract_events (company_id, contract_id, kind, actor_id, actor_name, actor_email, created_at, hash)
    values (${companyId}, ${contractId}, 'created', ${staffId}, 'Staff', 'staff@example.test', now(), ${'0'.repeat(64)})`);

  await db.execute(sql`insert into bank_detail_changes (company_id, changed_by, account_name, sort_code, account_number, bank_name)
    values (${companyId}, ${staffId}, 'Garden Rooms Ltd', '200000', '55123456', 'Barclays')`);
  await db.execute(sql`insert into bank_statement_lines (company_id, fingerprint, date, description, amount_pence, matched_payment_id, imported_by)
    values (${companyId}, ${tag}, '2024-01-15', 'DEPOSIT', 220000, ${payment!.id}, ${staffId})`);
  await db.execute(sql`insert into design_decisions (company_id, project_id, customer_id, decision) values (${companyId}, ${projectId}, ${customerId}, 'approve')`);
  await db.execute(sql`insert into email_outbox (company_id, kind, to_email, subject, text_body) values (${companyId}, 'test', 'someone@example.test', 'Hello', 'Hello')`);
  await db.execute(sql`insert into idempotency_keys (company_id, user_id, key, scope, status_code, body) values (${companyId}, ${customerId}, ${tag}, 'test', 200, '{}')`);
  await db.execute(sql`insert into invitations (company_id, user_id, token_hash, expires_at, created_by) values (${companyId}, ${customerId}, ${tag}, now() + interval '1 day', ${staffId})`);
  await db.execute(sql`insert into message_reads (company_id, user_id, project_id, last_read_at) values (${companyId}, ${customerId}, ${projectId}, now())`);
  await db.execute(sql`insert into project_delay_notices (company_id, project_id, author_id, reason, revised_install_date) values (${companyId}, ${projectId}, ${staffId}, 'Rain', '2099-01-01')`);
  await db.execute(sql`insert into project_messages (company_id, project_id, author_id, from_staff, content) values (${companyId}, ${projectId}, ${staffId}, true, 'Hello')`);
  await db.execute(sql`insert into project_notes (company_id, project_id, author_id, content) values (${companyId}, ${projectId}, ${staffId}, 'Gate is narrow')`);
  await db.execute(sql`insert into rate_limits (id, company_id, key, count, last_request) values (${tag}, ${companyId}, ${`sign-in:${tag}`}, 1, 0)`);
  await db.execute(sql`insert into sessions (id, company_id, user_id, token, expires_at) values (${`session-${tag}`}, ${companyId}, ${customerId}, ${`token-${tag}`}, now() + interval '1 day')`);
  await db.execute(sql`insert into slot_bookings (company_id, slot_id, kind, lead_id, topic) values (${companyId}, ${slot!.id}, 'demo', ${lead!.id}, 'A demo')`);
  await db.execute(sql`insert into two_factors (id, company_id, user_id, secret, backup_codes, verified) values (${`tf-${tag}`}, ${companyId}, ${staffId}, 'secret', '[]', true)`);
  await db.execute(sql`insert into verifications (id, company_id, identifier, value, expires_at) values (${`v-${tag}`}, ${companyId}, ${`reset-password:${tag}`}, ${staffId}, now() + interval '1 hour')`);
}
