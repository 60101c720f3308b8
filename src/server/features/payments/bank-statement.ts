import { createHash } from 'node:crypto';
import { isExists } from 'date-fns';
import Papa from 'papaparse';
import { MAX_PENCE, parsePoundsToPence } from '../../../shared/money';
import { isInDateRange } from '../../../shared/schemas/fields';

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

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A date-shaped cell naming a day that does not exist, e.g. 03/15/2024 (a US-order export); the message is the cell. */
export class InvalidDateError extends Error {}

// Keeps one import's insert within PostgreSQL's limit on query parameters.
export const MAX_STATEMENT_LINES = 5_000;

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
    const date = readDate(row[dateColumn] ?? '');
    const amountPence = parsePoundsToPence((row[amountColumn] ?? '').trim());
    if (!date || amountPence === null || amountPence <= 0) continue; // money out, or not a transaction row
    if (amountPence > MAX_PENCE) throw new StatementError(`The amount ${row[amountColumn]!.trim()} is too large for one payment. Check the amount column.`);
    if (lines.length === MAX_STATEMENT_LINES) throw new StatementError(`A statement can have at most ${MAX_STATEMENT_LINES.toLocaleString('en-GB')} money-in lines. Export a shorter period.`);
    const description = (row[descriptionColumn] ?? '').trim();
    // Two identical lines in one statement are two payments: number repeats.
    const base = `${date}|${description}|${amountPence}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    lines.push({ date, description, amountPence, fingerprint: createHash('sha256').update(`${base}|${n}`).digest('hex') });
  }
  return lines;
}

/**
 * One impossible date means the export is not in UK day/month order (03/15/2024), so the other
 * dates cannot be trusted either (03/05/2024 would read as 3 May): refuse the whole file.
 */
function readDate(cell: string): string | null {
  try {
    return toIsoDate(cell);
  } catch (error) {
    if (error instanceof InvalidDateError) {
      throw new StatementError(`The statement has a date that does not exist: "${error.message}". Dates must be day/month/year (UK order), so nothing was imported.`);
    }
    throw error;
  }
}

/**
 * 31/01/2024, 31-01-2024, 2024-01-31 or 31 Jan 2024 → 2024-01-31 (UK order); null when the
 * text is not a date at all (a balance or note row). Throws InvalidDateError when it looks like
 * a date but names no real day.
 */
export function toIsoDate(text: string): string | null {
  const parts = dateParts(text.trim());
  if (!parts) return null;
  const [year, month, day] = parts;
  const iso = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // date-fns counts months from 0. Outside 1900–2100 the day is a typo or a misread column (PostgreSQL has no year 0).
  if (!isExists(year, month - 1, day) || !isInDateRange(iso)) throw new InvalidDateError(text.trim().slice(0, 40));
  return iso;
}

function dateParts(t: string): [year: number, month: number, day: number] | null {
  let m = /^(\d{4})-(\d{2})-(\d{2})/.exec(t);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(t);
  if (m) return [Number(m[3]!.length === 2 ? `20${m[3]}` : m[3]), Number(m[2]), Number(m[1])];
  m = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4})$/.exec(t);
  const month = m ? MONTHS.indexOf(m[2]!.toLowerCase()) + 1 : 0;
  return m && month > 0 ? [Number(m[3]), month, Number(m[1])] : null;
}

/** The 8-character id prefix of every INV- reference in a description, however the bank spaced or cased it. */
export function referencesIn(description: string): string[] {
  const squashed = description.toUpperCase().replace(/\s+/g, '');
  return [...squashed.matchAll(/INV-?([0-9A-F]{8})/g)].map((m) => m[1]!);
}
