import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { londonDateTime } from '../../../shared/dates';
import { paymentReference } from '../../../shared/payments';
import { paymentEvents } from '../../db/schema/payments';
import { insertPaymentItem } from '../../../../tests/factories/payments';
import { createTwoTenantWorld } from '../../../../tests/factories/world';
import { createTestApp } from '../../../../tests/setup/test-app';
import { escapeText, paymentsCsv, vatSplit } from './payments-export-csv';

let t: Awaited<ReturnType<typeof createTestApp>>;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
const cookies = {} as Record<'a1' | 'staffA' | 'adminA' | 'staffB', string>;

beforeAll(async () => {
  t = await createTestApp();
  world = await createTwoTenantWorld(t.db);
  cookies.a1 = await t.signIn('a1@example.test');
  cookies.staffA = await t.signIn('staff-a@example.test');
  cookies.adminA = await t.signIn('admin-a@example.test');
  cookies.staffB = await t.signIn('staff-b@example.test', undefined, { host: 'acme.localhost' });
});

const exportUrl = (from: string, to: string) => `/api/payments/export.csv?from=${from}&to=${to}`;

describe('GET /api/payments/export.csv', () => {
  it('lists each payment received in the range, London days both included, as the accounts import it', async () => {
    const companyId = world.tenantA.company.id;
    const projectId = world.projects.projectA1.id;
    // 00:30 on 1 October in London is still 30 September in UTC (BST): it belongs to October.
    const first = await insertPaymentItem(t.db, { companyId, projectId, title: 'Deposit', amountPence: 250_001, status: 'paid', paymentDate: londonDateTime('2026-10-01', '00:30') });
    const second = await insertPaymentItem(t.db, { companyId, projectId, title: '=HYPERLINK("x")', amountPence: 99_999, status: 'paid', paymentDate: londonDateTime('2026-10-31', '23:59') });
    await t.db.insert(paymentEvents).values({ companyId, paymentId: second.id, actorId: world.users.customerA1.id, kind: 'transfer_confirmed', fromStatus: 'pending', toStatus: 'pending_verification', reference: '+SMITH GARDEN' });
    // Outside the range, not yet paid, or another company's: none of these is listed.
    await insertPaymentItem(t.db, { companyId, projectId, status: 'paid', paymentDate: londonDateTime('2026-09-30', '23:59') });
    await insertPaymentItem(t.db, { companyId, projectId, status: 'paid', paymentDate: londonDateTime('2026-11-01', '00:00') });
    await insertPaymentItem(t.db, { companyId, projectId, status: 'pending_verification', dueDate: '2026-10-10' });
    await insertPaymentItem(t.db, { companyId: world.tenantB.company.id, projectId: world.projects.projectB1.id, status: 'paid', paymentDate: londonDateTime('2026-10-10', '12:00') });

    const res = await t.request('GET', exportUrl('2026-10-01', '2026-10-31'), undefined, { cookie: cookies.adminA });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="payments-2026-10-01-to-2026-10-31.csv"');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const text = await res.text();
    const { data } = Papa.parse<string[]>(text.trim());
    expect(data).toEqual([
      ['Date', 'Amount', 'Payee', 'Description', 'Reference', 'Invoice Number', 'Net', 'VAT', 'Project'],
      // £2,500.01 ÷ 6 = £416.668…: VAT £416.67, net £2,083.34.
      ['01/10/2026', '2500.01', 'a1', 'Deposit: A1 office', paymentReference(first.id), paymentReference(first.id), '2083.34', '416.67', `A1 office (${projectId})`],
      // £999.99 ÷ 6 = £166.665: half a penny rounds up to £166.67.
      ['31/10/2026', '999.99', 'a1', `'=HYPERLINK("x"): A1 office`, "'+SMITH GARDEN", paymentReference(second.id), '833.32', '166.67', `A1 office (${projectId})`],
    ]);
  });

  it('answers an empty range with the header row alone', async () => {
    const res = await t.request('GET', exportUrl('2020-01-01', '2020-01-31'), undefined, { cookie: cookies.adminA });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Date,Amount,Payee,Description,Reference,Invoice Number,Net,VAT,Project\r\n');
  });

  it('is for admins: staff and customers are refused, another company sees none of ours, and anonymous callers must sign in', async () => {
    expect((await t.request('GET', exportUrl('2026-10-01', '2026-10-31'), undefined, { cookie: cookies.staffA })).status).toBe(403);
    expect((await t.request('GET', exportUrl('2026-10-01', '2026-10-31'), undefined, { cookie: cookies.a1 })).status).toBe(403);
    expect((await t.request('GET', exportUrl('2026-10-01', '2026-10-31'), undefined, { cookie: cookies.staffB, host: 'acme.localhost' })).status).toBe(403);
    expect((await t.request('GET', exportUrl('2026-10-01', '2026-10-31'))).status).toBe(401);
  });

  it.each([
    ['from=2026-02-30&to=2026-03-01', 'from'],
    ['from=2026-10-01', 'to'],
    ['from=01/10/2026&to=2026-10-31', 'from'],
    ['from=2026-10-31&to=2026-10-01', 'to'],
    ['from=2025-01-01&to=2026-01-02', 'to'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await t.request('GET', `/api/payments/export.csv?${query}`, undefined, { cookie: cookies.adminA });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields)).toEqual([field]);
  });

  it('takes a whole leap year (366 days) and no more', async () => {
    expect((await t.request('GET', exportUrl('2028-01-01', '2028-12-31'), undefined, { cookie: cookies.adminA })).status).toBe(200);
    const res = await t.request('GET', exportUrl('2028-01-01', '2029-01-01'), undefined, { cookie: cookies.adminA });
    expect((await res.json()).error.fields.to).toEqual(['An export covers at most 366 days: export a longer period in parts.']);
  });
});

describe('the CSV itself', () => {
  it('escapes text that a spreadsheet would run as a formula, and keeps amounts numbers', () => {
    for (const hostile of ['=1+1', '+44 7700', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) expect(escapeText(hostile)).toBe(`'${hostile}`);
    expect(escapeText('Smith & Sons')).toBe('Smith & Sons');
    const csv = paymentsCsv([{ date: '2026-10-05', amountPence: -1234, payee: '-Refund', description: 'Refund', reference: 'R1', invoiceNumber: 'INV-1', project: 'P' }]);
    expect(csv.split('\r\n')[1]).toBe("05/10/2026,-12.34,'-Refund,Refund,R1,INV-1,-10.28,-2.06,P");
  });

  it('splits VAT as gross ÷ 6 rounded half up, with net the rest', () => {
    expect(vatSplit(600)).toEqual({ netPence: 500, vatPence: 100 });
    expect(vatSplit(3)).toEqual({ netPence: 2, vatPence: 1 });
    expect(vatSplit(2)).toEqual({ netPence: 2, vatPence: 0 });
    expect(vatSplit(1_000_000)).toEqual({ netPence: 833_333, vatPence: 166_667 });
  });
});
