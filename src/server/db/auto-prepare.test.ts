import { afterAll, expect, inject, it, vi } from 'vitest';

// Statement names are kept per process, and other test files in this worker have met statements
// of their own (up to the limit): this file takes fresh copies of the modules.
vi.resetModules();
const { MAX_PREPARED_STATEMENTS } = await import('./auto-prepare');
const { connectDatabase } = await import('./client');

// One connection, so every query below meets the statements the ones before it prepared.
const handle = connectDatabase(inject('adminDatabaseUrl'), { max: 1 });
afterAll(() => handle.close());

const preparedTexts = async () =>
  (await handle.pool.query<{ statement: string }>("select statement from pg_prepared_statements where name like 'auto\\_%'")).rows.map((r) => r.statement);

it('prepares a statement with parameters once per connection, and answers it the same every time', async () => {
  const text = 'select $1::int + 1 as next';
  for (const n of [1, 2, 3]) expect((await handle.pool.query({ text, values: [n] })).rows).toEqual([{ next: n + 1 }]);
  expect((await preparedTexts()).filter((s) => s === text)).toHaveLength(1);
});

it('leaves a parameterless script of several statements to run as one, as before', async () => {
  const results = (await handle.pool.query('select 1 as one; select 2 as two')) as unknown as { rows: unknown[] }[];
  expect(results.map((r) => r.rows)).toEqual([[{ one: 1 }], [{ two: 2 }]]);
  expect(await preparedTexts()).not.toContain('select 1 as one; select 2 as two');
});

it('keeps at most a bounded number of statements prepared, however many different ones it meets', async () => {
  for (let i = 0; i <= MAX_PREPARED_STATEMENTS; i++) await handle.pool.query({ text: `select $1::int as n${i}`, values: [i] });
  const answer = await handle.pool.query({ text: 'select $1::int as beyond', values: [7] });
  expect(answer.rows).toEqual([{ beyond: 7 }]);
  expect((await preparedTexts()).length).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
});
