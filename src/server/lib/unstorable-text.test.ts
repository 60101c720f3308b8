import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_SPECIFICATION } from '../db/insert-project';
import { createTwoTenantWorld } from '../../../tests/factories/world';
import { createTestApp } from '../../../tests/setup/test-app';
import { projectMessages } from '../db/schema/messages';
import { projects } from '../db/schema/projects';
import { UNSTORABLE_TEXT_MESSAGE, unstorableFields } from './unstorable-text';

describe('unstorableFields', () => {
  it('names each string or key holding a NUL or an unpaired surrogate, as zod names fields', () => {
    expect(unstorableFields({ a: 'fine', b: { c: ['ok', 'x\u0000y'] }, d: '\ud800', e: 'pair \ud83c\udfe1 is fine', f: 'late \udc00' })).toEqual(['b.c.1', 'd', 'f']);
    expect(unstorableFields({ ['key\u0000']: 'value' })).toEqual(['key\\u0000']);
    expect(unstorableFields('\u0000')).toEqual(['_']);
    expect(unstorableFields({ n: 1, t: true, z: null })).toEqual([]);
  });

  it('names at most twenty fields, however many a body holds, and walks a body nested any depth', () => {
    expect(unstorableFields(Array.from({ length: 500 }, () => '\u0000'))).toHaveLength(20);
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(unstorableFields(deep)).toEqual([`${Array.from({ length: 32 }, () => 0).join('.')}.…`]);
  });
});

describe('JSON bodies with text PostgreSQL cannot store', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
  let staff: string;
  let customer: string;
  beforeAll(async () => {
    t = await createTestApp();
    world = await createTwoTenantWorld(t.db);
    staff = await t.signIn('staff-a@example.test');
    customer = await t.signIn('a1@example.test');
  });

  it('refuses a NUL or a lone surrogate inside the project specification (a jsonb column) with a 400 naming the field, and stores nothing', async () => {
    const id = world.projects.projectA1.id;
    for (const [bad, field] of [
      [{ specification: { ...SAMPLE_SPECIFICATION, size: '4m\u0000x 3m' } }, 'specification.size'],
      [{ specification: { ...SAMPLE_SPECIFICATION, color: 'Grey \ud800' } }, 'specification.color'],
      [{ name: 'Fine', specification: { ...SAMPLE_SPECIFICATION, doors: '\udfff' } }, 'specification.doors'],
    ] as const) {
      const res = await t.request('PATCH', `/api/projects/${id}`, bad, { cookie: staff });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'VALIDATION_FAILED', message: 'Some of the information sent is not valid.', fields: { [field]: [UNSTORABLE_TEXT_MESSAGE] } } });
    }
    const [stored] = await t.db.select().from(projects).where(eq(projects.id, id));
    expect(stored!.specification).toEqual(SAMPLE_SPECIFICATION);
    expect(stored!.name).not.toBe('Fine');
  });

  it('refuses them in a text column too, rather than storing a replacement character', async () => {
    const id = world.projects.projectA1.id;
    const res = await t.request('POST', `/api/projects/${id}/messages`, { content: 'When \ud83d is the base laid?' }, { cookie: customer });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ content: [UNSTORABLE_TEXT_MESSAGE] });
    expect(await t.db.select().from(projectMessages).where(eq(projectMessages.projectId, id))).toEqual([]);
    // A pair of surrogates (an emoji) is text like any other.
    expect((await t.request('POST', `/api/projects/${id}/messages`, { content: 'When is the base laid? 🏡' }, { cookie: customer })).status).toBe(201);
  });
});
