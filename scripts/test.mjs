// npm test: typecheck, lint, unit and API tests, end-to-end tests in Chromium, then the fault test.
import { run } from './lib.mjs';

const steps = [
  ['Typecheck', 'tsc', ['-p', 'tsconfig.json', '--noEmit']],
  ['Lint', 'eslint', ['.', '--max-warnings', '0']],
  ['Unit and API tests', 'vitest', ['run']],
  ['End-to-end tests', process.execPath, ['scripts/e2e.mjs']],
  ['Fault test', process.execPath, ['--import', 'tsx', 'scripts/faults/index.ts']],
];

for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`);
  const code = await run(command, args);
  if (code !== 0) {
    console.error(`\n✖ ${name} failed.`);
    process.exit(code);
  }
}
console.log('\n✔ All checks passed.');
