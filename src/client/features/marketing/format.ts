const LIST = new Intl.ListFormat('en-GB', { style: 'long', type: 'conjunction' });

/** "Surrey, Sussex and Hampshire". */
export function formatList(items: string[]): string {
  return LIST.format(items);
}

const METRES = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 });
const AREA = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });

/** "3 m × 2.5 m": the footprint as a buyer measures the garden. */
export function formatSize(widthM: number, depthM: number): string {
  return `${METRES.format(widthM)} m × ${METRES.format(depthM)} m`;
}

/** "7.5 m²": the floor area that planning and building-regulations thresholds use. */
export function formatArea(widthM: number, depthM: number): string {
  return `${AREA.format(widthM * depthM)} m²`;
}

/** Splits a price among payment stages in whole pence; the last stage takes the rounding. */
export function splitByStages(totalPence: number, percents: number[]): number[] {
  const amounts = percents.map((p) => Math.round((totalPence * p) / 100));
  const rest = totalPence - amounts.slice(0, -1).reduce((sum, a) => sum + a, 0);
  if (amounts.length > 0) amounts[amounts.length - 1] = rest;
  return amounts;
}
