// npm run test:security: the authorisation matrix, fuzzing, state-machine models, hostile uploads,
// web security and crash safety (tests/security), then one line of figures.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './lib.mjs';

// A folder of this run's own: Playwright empties test-results when end-to-end tests start,
// which would lose the figures of a run going on at the same time.
const runDir = mkdtempSync(path.join(tmpdir(), 'arbour-security-'));
const figuresFile = path.join(runDir, 'security-figures.jsonl');
const resultsFile = path.join(runDir, 'security-results.json');

const code = await run('vitest', ['run', '--project', 'server', 'tests/security', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`], {
  env: { ...process.env, SECURITY_FIGURES_FILE: figuresFile },
});

const totals = { matrixCells: 0, fuzzCases: 0, hostileFilesRefused: 0, crashesSurvived: 0, threatsRefused: 0 };
if (existsSync(figuresFile)) {
  for (const line of readFileSync(figuresFile, 'utf8').split('\n').filter(Boolean)) {
    const { figure, count } = JSON.parse(line);
    if (figure in totals) totals[figure] += count;
  }
}
let failures = code === 0 ? 0 : 1;
if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  // Failed tests, plus files that failed without a failing test (an import or hook error);
  // numFailedTestSuites also counts every describe block around a failed test.
  const brokenFiles = results.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed')).length;
  failures = results.numFailedTests + brokenFiles || failures;
}
rmSync(runDir, { recursive: true, force: true });
console.log(
  `\nSecurity: ${totals.matrixCells} matrix cells checked, ${totals.fuzzCases} fuzz cases run, ` +
    `${totals.hostileFilesRefused} hostile files refused, ${totals.crashesSurvived} crashes survived, ` +
    `${totals.threatsRefused} reproduced attacks refused, ${failures} failures`,
);
process.exit(code || (failures ? 1 : 0));
