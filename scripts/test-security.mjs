// npm run test:security: the authorisation matrix, fuzzing, state-machine models, hostile uploads,
// web security and crash safety (tests/security), then one line of figures.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root, run } from './lib.mjs';

const figuresFile = path.join(root, 'test-results/security-figures.jsonl');
const resultsFile = path.join(root, 'test-results/security-results.json');
rmSync(figuresFile, { force: true });
rmSync(resultsFile, { force: true });

const code = await run('vitest', ['run', '--project', 'server', 'tests/security', '--reporter=default', '--reporter=json', `--outputFile.json=${resultsFile}`], {
  env: { ...process.env, SECURITY_FIGURES_FILE: figuresFile },
});

const totals = { matrixCells: 0, fuzzCases: 0, hostileFilesRefused: 0, crashesSurvived: 0 };
if (existsSync(figuresFile)) {
  for (const line of readFileSync(figuresFile, 'utf8').split('\n').filter(Boolean)) {
    const { figure, count } = JSON.parse(line);
    if (figure in totals) totals[figure] += count;
  }
}
let failures = code === 0 ? 0 : 1;
if (existsSync(resultsFile)) {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  failures = results.numFailedTests + (results.numFailedTestSuites ?? 0) || failures;
}
console.log(
  `\nSecurity: ${totals.matrixCells} matrix cells checked, ${totals.fuzzCases} fuzz cases run, ` +
    `${totals.hostileFilesRefused} hostile files refused, ${totals.crashesSurvived} crashes survived, ${failures} failures`,
);
process.exit(code);
