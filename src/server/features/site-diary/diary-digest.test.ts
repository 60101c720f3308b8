import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { londonDateTime, shiftIsoDate } from '../../../shared/dates';
import { emailOutbox } from '../../db/schema/email';
import { diaryEntries } from '../../db/schema/site-diary';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { sendDiaryDigests } from './diary-digest.service';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
});

const DAY = '2031-03-10';
const at = (time: string, offsetDays = 0) => londonDateTime(shiftIsoDate(DAY, offsetDays), time);
const run = (now: Date) => sendDiaryDigests(t.db, { now, origin: t.config });

async function post(project: 'projectA1' | 'projectA2', body: string, createdAt: Date, isInternal = false) {
  const p = world.projects[project];
  await t.db.insert(diaryEntries).values({ companyId: p.companyId, projectId: p.id, body, stage: 'delivery_installation', isInternal, createdBy: world.users.staffA.id, createdAt });
}

const digestsTo = (email: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, 'diary-digest'), eq(emailOutbox.toEmail, email)))
    .orderBy(emailOutbox.createdAt);

describe('the daily site diary summary', () => {
  it("emails a customer once a day with the day's entries meant for them, never the internal ones", async () => {
    await post('projectA1', 'Frame up and square.', at('10:00'));
    await post('projectA1', 'Neighbour asked about the skip.', at('12:00'), true);
    await post('projectA1', 'Roof boarded.', at('15:00'));
    await post('projectA2', 'Internal only: waiting on glass.', at('11:00'), true);

    expect(await run(at('18:00'))).toEqual({ sent: 1 });
    const [email] = await digestsTo('a1@example.test');
    expect(email!.subject).toBe(`${world.tenantA.company.name}: 2 new updates from site on A1 office`);
    expect(email!.textBody).toContain('Roof boarded.');
    expect(email!.textBody).toContain('Frame up and square.');
    expect(email!.textBody.indexOf('Roof boarded.')).toBeLessThan(email!.textBody.indexOf('Frame up and square.'));
    expect(email!.textBody).not.toContain('skip');
    expect(email!.textBody).toContain('/dashboard');
    expect(email!.htmlBody).toContain('News from site');
    // A customer whose only entry is internal hears nothing.
    expect(await digestsTo('a2@example.test')).toHaveLength(0);
  });

  it('sends no second summary the same day, even when asked twice at once; a later entry waits for the next day', async () => {
    expect(await run(at('18:05'))).toEqual({ sent: 0 });
    await post('projectA1', 'Windows fitted.', at('19:00'));
    const [first, second] = await Promise.all([run(at('19:30')), run(at('19:30'))]);
    expect(first.sent + second.sent).toBe(0);
    expect(await digestsTo('a1@example.test')).toHaveLength(1);

    const both = await Promise.all([run(at('18:00', 1)), run(at('18:00', 1))]);
    expect(both[0].sent + both[1].sent).toBe(1);
    const emails = await digestsTo('a1@example.test');
    expect(emails).toHaveLength(2);
    expect(emails[1]!.subject).toContain('a new update');
    expect(emails[1]!.textBody).toContain('Windows fitted.');
    expect(emails[1]!.textBody).not.toContain('Roof boarded.');
  });

  it('sends nothing on a day with nothing new', async () => {
    expect(await run(at('18:00', 2))).toEqual({ sent: 0 });
    expect(await digestsTo('a1@example.test')).toHaveLength(2);
  });
});
