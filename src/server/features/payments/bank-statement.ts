import { createHash } from 'node:crypto';
import Papa from 'papaparse';
import { parsePoundsToPence } from '../../../shared/money';

export interface StatementLine {
  date: string;
  description: string;
  amountPence: number;
  /** Identifies the line across imports, so the same file twice adds nothing. */
  fingerprint: string;
}

export interface ColumnChoice {
  date?: string;
  description?: string;
  amount?: string;
}

// Headers used by common UK bank exports (Barclays, Lloyds, HSBC, NatWest, Monzo, Starling).
const DATE_HEADERS = ['date', 'transaction date', 'posting date', 'value date'];
const DESCRIPTION_HEADERS = ['description', 'memo', 'narrative', 'details', 'reference', 'transaction description', 'name'];
const AMOUNT_HEADERS = ['amount', 'paid in', 'money in', 'credit', 'credit amount', 'value'];

export class StatementError extends Error {}

export function parseStatement(csv: string, choice: ColumnChoice = {}): StatementLine[] {
  const parsed = Papa.parse<Record<string, string>>(csv.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() });
  const headers = parsed.meta.fields ?? [];
  const pick = (chosen: string | undefined, candidates: string[], what: string) => {
    const found = chosen ? headers.find((h) => h === chosen) : headers.find((h) => candidates.includes(h.toLowerCase()));
    if (!found) throw new StatementError(`Could not find the ${what} column. Columns in the file: ${headers.join(', ') || 'none'}.`);
    return found;
  };
  const dateColumn = pick(choice.date, DATE_HEADERS, 'date');
  const descriptionColumn = pick(choice.description, DESCRIPTION_HEADERS, 'description');
  const amountColumn = pick(choice.amount, AMOUNT_HEADERS, 'amount');

  const lines: StatementLine[] = [];
  const seen = new Map<string, number>();
  for (const row of parsed.data) {
    const date = toIsoDate(row[dateColumn] ?? '');
    const amountPence = parsePoundsToPence((row[amountColumn] ?? '').trim());
    if (!date || amountPence === null || amountPence <= 0) continue; // money out, or not a transaction row
    const description = (row[descriptionColumn] ?? '').trim();
    // Two identical lines in one statement are two payments: number repeats.
    const base = `${date}|${description}|${amountPence}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    lines.push({ date, description, amountPence, fingerprint: createHash('sha256').update(`${base}|${n}`).digest('hex') });
  }
  return lines;
}

/** 31/01/2024, 31-01-2024, 2024-01-31 or 31 Jan 2024 → 2024-01-31 (UK order). */
export function toIsoDate(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (m) return `${m[1]}-${m[2]}-${m[3]}`;
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2,4})$/.exec(t);
  if (m) {
    const year = m[3]!.length === 2 ? `20${m[3]}` : m[3]!;
    return `${year}-${m[2]!.padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  }
  m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})$/.exec(t);
  if (m) {
    const month = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'].indexOf(m[2]!.toLowerCase()) + 1;
    if (month > 0) return `${m[3]}-${String(month).padStart(2, '0')}-${m[1]!.padStart(2, '0')}`;
  }
  return null;
}

/** The 8-character id prefix of every INV- reference in a description, however the bank spaced or cased it. */
export function referencesIn(description: string): string[] {
  const squashed = description.toUpperCase().replace(/\s+/g, '');
  return [...squashed.matchAll(/INV-?([0-9A-F]{8})/g)].map((m) => m[1]!);
}
