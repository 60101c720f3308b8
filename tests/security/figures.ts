import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/** The figures `npm run test:security` sums into its closing line and docs/security.md quotes. */
export type SecurityFigure = 'matrixCells' | 'fuzzCases' | 'hostileFilesRefused' | 'crashesSurvived' | 'threatsRefused';

/** Where the figures of one run are gathered; scripts/test-security.mjs empties it before a run. */
export const SECURITY_FIGURES_FILE = process.env.SECURITY_FIGURES_FILE ?? path.resolve('test-results/security-figures.jsonl');

/**
 * Adds `count` to a figure of this run. Called once a check has passed, so the figure
 * counts checks that held, never checks that were only attempted.
 */
export function recordSecurityFigure(figure: SecurityFigure, count: number): void {
  mkdirSync(path.dirname(SECURITY_FIGURES_FILE), { recursive: true });
  appendFileSync(SECURITY_FIGURES_FILE, `${JSON.stringify({ figure, count })}\n`);
}
