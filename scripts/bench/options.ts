// What a bench run does and for how long: the full run, or `--quick` (the API, pages, bundles and the first tap).
import { STAFF_DASHBOARD_DATA, type StaffDashboardData } from './staff-dashboard';

const QUICK_STAFF_DATA: StaffDashboardData = { payments: 10_000, activity: 20_000, tasks: 400, leads: 1_000, tickets: 200 };

export interface BenchOptions {
  quick: boolean;
  /** Seconds each API scenario runs. */
  durationS: number;
  connections: number;
  projects: number;
  staffData: StaffDashboardData;
  /** Fresh pending items the write scenario confirms and verifies; more than it can reach in its time. */
  writeItems: number;
  /** The parts beyond the API table and bundles: file transfer, each staff-dashboard call alone, Lighthouse. */
  extras: { perCallDurationS: number; perCallConnections: number[]; lighthouseRuns: number } | null;
  /** `--profile`: the app server writes a V8 CPU profile (node --cpu-prof) into this run's folder. */
  profile: boolean;
  /** Runs of each first-tap measurement (throttled Chromium, a fresh context each); the median is reported. */
  firstTapRuns: number;
}

export function benchOptions(argv: string[]): BenchOptions {
  const quick = argv.includes('--quick');
  const profile = argv.includes('--profile');
  const unknown = argv.filter((arg) => arg !== '--quick' && arg !== '--profile');
  if (unknown.length) throw new Error(`npm run bench: unknown option ${unknown.join(' ')} (known: --quick, --profile)`);
  return {
    quick,
    durationS: quick ? 3 : 10,
    connections: 20,
    // 10,000 projects either way; quick gives them a fifth of the history, as inserting and indexing
    // 150,000 payment and activity rows takes half the minute on a busy machine.
    projects: 10_000,
    staffData: quick ? QUICK_STAFF_DATA : STAFF_DASHBOARD_DATA,
    writeItems: quick ? 8_000 : 20_000,
    extras: quick ? null : { perCallDurationS: 5, perCallConnections: [1, 20], lighthouseRuns: 3 },
    profile,
    firstTapRuns: quick ? 3 : 5,
  };
}
