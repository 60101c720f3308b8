import { describe, expect, it } from 'vitest';
import { InvalidDateError, MAX_STATEMENT_LINES, parseStatement, referencesIn, StatementError, toIsoDate } from './bank-statement';

describe('parseStatement', () => {
  it('reads a typical UK export, keeping only money in', () => {
    const csv = '\uFEFFDate,Description,Amount\n05/03/2024,FASTER PAYMENT E CLARKE INV-3F2A9C1E,5500.00\n06/03/2024,CARD PAYMENT TIMBER MERCHANT,-120.50\n';
    const lines = parseStatement(csv);
    expect(lines).toEqual([{ date: '2024-03-05', description: 'FASTER PAYMENT E CLARKE INV-3F2A9C1E', amountPence: 550_000, fingerprint: expect.any(String) }]);
  });

  it('finds the columns of other layouts, or takes the ones chosen', () => {
    expect(parseStatement('Transaction Date,Memo,Paid in\n2024-03-05,inv 3f2a 9c1e,"1,250.00"\n')[0]).toMatchObject({ amountPence: 125_000 });
    expect(parseStatement('When,What,How much\n5 Mar 2024,ref,10\n', { date: 'When', description: 'What', amount: 'How much' })[0]).toMatchObject({ date: '2024-03-05' });
    expect(() => parseStatement('When,What\n1,2\n')).toThrow(StatementError);
  });

  it('gives the same fingerprints to the same file, and tells repeated identical lines apart', () => {
    const csv = 'Date,Description,Amount\n05/03/2024,X,10\n05/03/2024,X,10\n';
    const first = parseStatement(csv).map((l) => l.fingerprint);
    expect(new Set(first).size).toBe(2);
    expect(parseStatement(csv).map((l) => l.fingerprint)).toEqual(first);
  });
});

describe('referencesIn', () => {
  it('tolerates case, spacing and a missing hyphen', () => {
    expect(referencesIn('Payment inv-3f2a9c1e thanks')).toEqual(['3F2A9C1E']);
    expect(referencesIn('INV 3F2A 9C1E')).toEqual(['3F2A9C1E']);
    expect(referencesIn('INV3F2A9C1E and INV-00AA11BB')).toEqual(['3F2A9C1E', '00AA11BB']);
    expect(referencesIn('no reference here')).toEqual([]);
  });
});

describe('toIsoDate', () => {
  it('reads UK day-first dates', () => {
    expect(toIsoDate('01/02/2024')).toBe('2024-02-01');
    expect(toIsoDate('1-2-24')).toBe('2024-02-01');
    expect(toIsoDate('29.02.2024')).toBe('2024-02-29');
    expect(toIsoDate('5 March 2024')).toBe('2024-03-05');
    expect(toIsoDate('2024-03-05T10:00:00')).toBe('2024-03-05');
  });

  it('returns null for text that is not a date, so balance and note rows are skipped', () => {
    expect(toIsoDate('nonsense')).toBeNull();
    expect(toIsoDate('')).toBeNull();
    expect(toIsoDate('5 Foo 2024')).toBeNull();
  });

  it.each(['03/15/2024', '31/04/2024', '29/02/2023', '00/01/2024', '2024-13-01', '2024-02-30', '32 Jan 2024', '01/01/0000', '1899-12-31', '01/01/2101', '9999-12-31'])(
    'refuses %s, a day that does not exist',
    (text) => {
      expect(() => toIsoDate(text)).toThrow(InvalidDateError);
    },
  );
});

describe('parseStatement refusals', () => {
  it('refuses the whole file when one date does not exist, naming it', () => {
    const csv = 'Date,Description,Amount\n05/03/2024,A,10\n03/15/2024,B,-5\n';
    expect(() => parseStatement(csv)).toThrow(new StatementError('The statement has a date that does not exist: "03/15/2024". Dates must be day/month/year (UK order), so nothing was imported.'));
  });

  it('still skips rows whose date cell is not a date at all', () => {
    expect(parseStatement('Date,Description,Amount\nOpening balance,,100.00\n05/03/2024,A,10\n')).toHaveLength(1);
  });

  it('refuses an amount beyond what a payment can be, and more lines than one import takes', () => {
    expect(() => parseStatement('Date,Description,Amount\n05/03/2024,A,21474836.48\n')).toThrow(/too large/);
    expect(parseStatement('Date,Description,Amount\n05/03/2024,A,21474836.47\n')).toHaveLength(1);
    const lines = Array.from({ length: MAX_STATEMENT_LINES + 1 }, (_, i) => `05/03/2024,Line ${i},1.00`);
    expect(() => parseStatement(`Date,Description,Amount\n${lines.join('\n')}\n`)).toThrow(/at most 5,000/);
    expect(parseStatement(`Date,Description,Amount\n${lines.slice(1).join('\n')}\n`)).toHaveLength(MAX_STATEMENT_LINES);
  });
});
