// npm test: typecheck, lint and the unit and API tests (side by side), end-to-end tests in Chromium,
// then the fault test. Each step says how long it took.
import { run, runCaptured } from './lib.mjs';

const steps = [
  // Side by side: the unit and API tests wait on PostgreSQL part of the time, which the typecheck
  // and lint fill (about 35 s less on 2 cores than one after the other).
  [
    ['Typecheck', 'tsc', ['-p', 'tsconfig.json', '--noEmit']],
    ['Lint', 'eslint', ['.', '--max-warnings', '0']],
    ['Unit and API tests', 'vitest', ['run']],
  ],
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

/** Steps run together; their output is shown in order once all have ended, each with its own time. */
async function runSideBySide(group) {
  console.log(`\n▶ ${group.map(([name]) => name).join(', ')}, side by side`);
  const results = await Promise.all(
    group.map(async ([, command, args]) => {
      const started = Date.now();
      return { ...(await runCaptured(command, args)), started, ended: Date.now() };
    }),
  );
  return group.map(([name], i) => {
    const { code, output, started, ended } = results[i];
    console.log(`\n▶ ${name}`);
    process.stdout.write(output);
    report(name, code, started, ended);
    return code;
  });
}

function report(name, code, started, ended = Date.now()) {
  if (code === 0) console.log(`✔ ${name} (${seconds(started, ended)})`);
  else console.error(`\n✖ ${name} failed.`);
}

function seconds(since, until = Date.now()) {
  return `${Math.round((until - since) / 1000)} s`;
}
