/** Money is integer pence everywhere; only the edges format or parse pounds. */

/** The most an amount may be: what a PostgreSQL integer column holds (£21,474,836.47). */
export const MAX_PENCE = 2_147_483_647;

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An amount as people read it: en-GB pounds sterling, always two decimals ("£1,250.50", "-£12.34"). */
export function formatPence(pence: number): string {
  return GBP.format(pence / 100);
}

/**
 * An amount as a person types it: pounds with two decimals, no sign of currency and no commas
 * ("1250.50"), for a form's starting value and what a copy button puts on the clipboard. The
 * inverse of parsePoundsToPence.
 */
export function formatPounds(pence: number): string {
  return (pence / 100).toFixed(2);
}

const WHOLE_POUNDS = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

/**
 * A "from" price as it reads in marketing copy: whole pounds when it is a whole-pound price
 * ("£16,950"), two decimals otherwise ("£16,950.50"). Amounts owed use formatPence.
 */
export function formatFromPrice(pence: number): string {
  return pence % 100 === 0 ? WHOLE_POUNDS.format(pence / 100) : formatPence(pence);
}

/** Parses what a person typed ("1,250.50", "£1250.5") into pence; null when it is not an amount. */
export function parsePoundsToPence(input: string | number): number | null {
  const text = typeof input === 'number' ? String(input) : input.trim().replace(/^£/, '').replaceAll(',', '');
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  const [pounds, fraction = ''] = text.split('.');
  return Number(pounds) * 100 + Number(fraction.padEnd(2, '0'));
}

export const VAT_RATE_PERCENT = 20;

/** The VAT inside a VAT-inclusive price: gross ÷ 6 at 20%. */
export function vatPortionPence(grossPence: number): number {
  return Math.round(grossPence / 6);
}
