// npm test: typecheck and lint (side by side), unit and API tests, end-to-end tests in Chromium,
// then the fault test. Each step says how long it took.
import { run, runCaptured } from './lib.mjs';

const steps = [
  [
    ['Typecheck', 'tsc', ['-p', 'tsconfig.json', '--noEmit']],
    ['Lint', 'eslint', ['.', '--max-warnings', '0']],
  ],
  [['Unit and API tests', 'vitest', ['run']]],
  [['End-to-end tests', process.execPath, ['scripts/e2e.mjs']]],
  [['Fault test', process.execPath, ['--import', 'tsx', 'scripts/faults/index.ts']]],
];

const began = Date.now();
for (const group of steps) {
  const codes = await (group.length === 1 ? runStep(group[0]) : runSideBySide(group));
  if (codes.some((code) => code !== 0)) process.exit(codes.find((code) => code !== 0));
}
console.log(`\n✔ All checks passed in ${seconds(began)}.`);

async function runStep([name, command, args]) {
  console.log(`\n▶ ${name}`);
  const started = Date.now();
  const code = await run(command, args);
  report(name, code, started);
  return [code];
}

/** Steps that are each mostly one core's work run together; their output is shown in order once each ends. */
async function runSideBySide(group) {
  const started = Date.now();
  const results = await Promise.all(group.map(([, command, args]) => runCaptured(command, args)));
  return group.map(([name], i) => {
    console.log(`\n▶ ${name}`);
    process.stdout.write(results[i].output);
    report(name, results[i].code, started);
    return results[i].code;
  });
}

function report(name, code, started) {
  if (code === 0) console.log(`✔ ${name} (${seconds(started)})`);
  else console.error(`\n✖ ${name} failed.`);
}

function seconds(since) {
  return `${Math.round((Date.now() - since) / 1000)} s`;
}
