import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import type { Database } from '../../src/server/db/client';
import { insertCompany } from '../../src/server/db/insert-company';
import { insertProject } from '../../src/server/db/insert-project';
import { DEMO_PROJECT_ID } from '../../src/server/db/seed';
import { insertUserWithPassword } from '../../src/server/features/users/users.queries';
import type { Cluster } from './cluster';
import type { Check } from './checks';

function expect(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function eventually<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(value)} after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One sample's value in Prometheus text. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? 0 : Number(line.slice(series.length + 1));
}

/** The recipients of the .eml files each server wrote (its DATA_DIR/mail, with no SMTP_URL set). */
async function mailedTo(dataDir: string): Promise<string[]> {
  const dir = path.join(dataDir, 'mail');
  const files = await readdir(dir).catch(() => [] as string[]);
  const recipients = await Promise.all(files.map(async (f) => /^To: (?:.*<)?([^<>\s]+@[^<>\s]+)>?$/m.exec(await readFile(path.join(dir, f), 'utf8'))?.[1] ?? ''));
  return recipients;
}

const EMAILS = 40;

/** Ids as one PostgreSQL array literal: drizzle would spread a JavaScript array into a list. */
const pgArray = (ids: string[]) => `{${ids.join(',')}}`;

/**
 * Emails written to the outbox, as requests write them, reach their recipients once each, from
 * whichever server's job took them; and payment reminders run by both servers at the same moment
 * go out once per item and moment.
 */
export function backgroundJobs(cluster: Cluster, db: Database): Check {
  return {
    name: 'Background jobs on two servers: each email sent once, each payment reminder once',
    run: async () => {
      const { rows: company } = await db.execute<{ company_id: string }>(sql`select company_id from projects where id = ${DEMO_PROJECT_ID}`);
      const companyId = company[0]!.company_id;
      const recipients = Array.from({ length: EMAILS }, (_, i) => `scale-job-${i}@example.test`);
      // Ten transactions of four, as ten requests would commit them.
      for (let i = 0; i < EMAILS; i += 4) {
        const batch = recipients.slice(i, i + 4).map((to) => sql`(${companyId}, 'scale-test', ${to}, 'Scale test', 'A scale-test email.')`);
        await db.execute(sql`insert into email_outbox (company_id, kind, to_email, subject, text_body) values ${sql.join(batch, sql`, `)}`);
      }
      const sent = await eventually(
        'emails sent',
        async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from email_outbox where kind = 'scale-test' and sent_at is not null`)).rows[0]!.n,
        (n) => n === EMAILS,
      );
      const perServer = await Promise.all(cluster.dataDirs.map(async (dir) => (await mailedTo(dir)).filter((to) => to.startsWith('scale-job-'))));
      const all = perServer.flat().sort();
      expect(all.length === EMAILS && new Set(all).size === EMAILS, `${all.length} files for ${new Set(all).size} of ${EMAILS} recipients`);
      const { rows: jobs } = await db.execute<{ n: number; emails: number }>(sql`
        select count(*)::int as n, count(distinct j.data->>'emailId')::int as emails
        from pgboss.job j join email_outbox e on e.id::text = j.data->>'emailId'
        where j.name = 'email-send' and e.kind = 'scale-test'`);
      expect(jobs[0]!.n === EMAILS && jobs[0]!.emails === EMAILS, `${jobs[0]!.n} delivery jobs for ${jobs[0]!.emails} emails`);

      // Reminders go to real companies' customers only (a demo company's are samples): one of
      // each, with one item at each moment a reminder is due, and one whose transfer was confirmed.
      const company2 = await insertCompany(db, { name: 'Scale Reminders Ltd', subdomain: 'scale-reminders' });
      const customer = await insertUserWithPassword(db, {
        id: `user-${randomUUID()}`,
        companyId: company2.id,
        email: 'scale-reminders@example.test',
        name: 'Sam Scale',
        role: 'customer',
        // Never signed in with: no password hashes to this.
        passwordHash: 'not-a-hash',
        isFirstLogin: true,
      });
      const project = await insertProject(db, { companyId: company2.id, customerId: customer.id });
      const { rows: items } = await db.execute<{ id: string; due: number; status: string }>(sql`
        insert into payment_items (company_id, project_id, position, title, amount_pence, due_date, status)
        select ${company2.id}, ${project.id}, 2000 + g.n, 'Reminder scale test ' || g.n, 150000, (now() at time zone 'Europe/London')::date + g.due, g.status::payment_status
        from (values (1, 7, 'pending'), (2, 0, 'pending'), (3, -3, 'pending'), (4, -10, 'pending'), (5, 0, 'pending_verification')) as g(n, due, status)
        returning id, (due_date - (now() at time zone 'Europe/London')::date) as due, status::text as status`);
      const boss = new PgBoss({ connectionString: cluster.databaseUrl, max: 2, supervise: false, schedule: false, migrate: false, registerInstance: false });
      await boss.start();
      try {
        // Keys of their own, so the queue's one-at-a-time policy lets both run at once, on either server.
        const ids = await Promise.all(['a', 'b', 'c', 'd'].map((key) => boss.send('payment-reminders', null, { singletonKey: key })));
        await eventually(
          'reminder jobs finished',
          async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where id = any(${pgArray(ids as string[])}::uuid[]) and state = 'completed'`)).rows[0]!.n,
          (n) => n === ids.length,
        );
      } finally {
        await boss.stop({ graceful: false, close: true });
      }
      const itemIds = items.map((i) => i.id);
      const { rows: reminders } = await db.execute<{ payment_id: string; kind: string; n: number }>(sql`
        select payment_id::text, kind::text, count(*)::int as n from payment_reminders where payment_id = any(${pgArray(itemIds)}::uuid[]) group by 1, 2`);
      const expected: Record<number, string> = { 7: 'before_due', 0: 'due_today', [-3]: 'overdue_3', [-10]: 'overdue_10' };
      for (const item of items) {
        const found = reminders.filter((r) => r.payment_id === item.id);
        if (item.status !== 'pending') expect(found.length === 0, `a reminder for an item whose transfer was confirmed: ${JSON.stringify(found)}`);
        else expect(found.length === 1 && found[0]!.kind === expected[Number(item.due)] && found[0]!.n === 1, `item due in ${item.due} days: ${JSON.stringify(found)}`);
      }
      const reminderEmails = await eventually(
        'reminder emails sent',
        async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from email_outbox where kind = 'payment-reminder' and sent_at is not null and subject like '%Reminder scale test%'`)).rows[0]!.n,
        (n) => n >= 4,
        30_000,
      );
      expect(reminderEmails === 4, `${reminderEmails} reminder emails for 4 reminders`);
      // Each server counts the jobs it finished: together, every email job once.
      const tally = async () => {
        const { rows: done } = await db.execute<{ n: number }>(sql`select count(*)::int as n from pgboss.job where name = 'email-send' and state = 'completed'`);
        const counted = await Promise.all(cluster.metrics.map(async (url) => sample(await (await fetch(url)).text(), 'arbour_jobs_completed_total{queue="email-send"}')));
        return { counted, done: done[0]!.n };
      };
      const { counted, done } = await eventually('email jobs counted by the servers', tally, (t) => t.counted[0]! + t.counted[1]! === t.done, 10_000);
      return `${sent} emails: ${perServer.map((p, i) => `${p.length} by server ${i + 1}`).join(', ')}, one delivery job and one file each (the servers' metrics: ${counted.join(' + ')} = ${done} email jobs, as the queue says); 4 reminder jobs at once on both servers: 4 reminders (7 days before, due today, 3 and 10 days overdue), 1 email each, none for a confirmed transfer`;
    },
  };
}
