import Papa from 'papaparse';
import { vatPortionPence } from '../../../shared/money';

/** The columns, in order: the five Xero's and QuickBooks' imports map, then what the books also want. */
export const EXPORT_COLUMNS = ['Date', 'Amount', 'Payee', 'Description', 'Reference', 'Invoice Number', 'Net', 'VAT', 'Project'] as const;

export interface ExportRow {
  /** The London day the payment was received, YYYY-MM-DD. */
  date: string;
  amountPence: number;
  payee: string;
  description: string;
  reference: string;
  invoiceNumber: string;
  project: string;
}

/**
 * A text cell a spreadsheet would read as a formula (=, +, -, @, or a tab or carriage return
 * before one) gets a leading apostrophe, which spreadsheets show as text and importers keep.
 * Only text cells: amounts are written by `pounds` below and stay numbers, minus sign included.
 */
export function escapeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Pence as pounds with two decimals and no thousands separator or symbol: "1250.00", "-12.34". */
function pounds(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** dd/mm/yyyy: the date order Xero and QuickBooks read for a UK organisation. */
function ukDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * VAT at 20% inside a VAT-inclusive amount is gross ÷ 6, rounded half up to the penny; net is
 * gross less that VAT, so net + VAT always equals the amount received.
 */
export function vatSplit(grossPence: number): { netPence: number; vatPence: number } {
  const vatPence = vatPortionPence(grossPence);
  return { netPence: grossPence - vatPence, vatPence };
}

/** The export as UTF-8 CSV text with a header row and CRLF line ends. */
export function paymentsCsv(rows: ExportRow[]): string {
  const data = rows.map((row) => {
    const { netPence, vatPence } = vatSplit(row.amountPence);
    return [
      ukDate(row.date),
      pounds(row.amountPence),
      escapeText(row.payee),
      escapeText(row.description),
      escapeText(row.reference),
      escapeText(row.invoiceNumber),
      pounds(netPence),
      pounds(vatPence),
      escapeText(row.project),
    ];
  });
  // Papa's own escapeFormulae would also prefix a negative amount; ours leaves numbers alone.
  const csv = Papa.unparse({ fields: [...EXPORT_COLUMNS], data }, { newline: '\r\n', escapeFormulae: false });
  // Papa ends a header-only file with a line break but not the last row: end every file with one.
  return csv.endsWith('\r\n') ? csv : `${csv}\r\n`;
}
