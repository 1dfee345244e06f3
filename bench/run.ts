// npm run bench: every benchmark in this folder, one after another. Figures only; never pass/fail.
// `npm run bench workspace` (or auth-profile, realtime; or BENCH_ONLY=…) runs one of them.
import { benchAuthProfile } from './auth-profile.ts';
import { benchEmsDemoData } from './ems-demo-data.ts';
import { benchEmsRollups, benchEmsUsage } from './ems.ts';
import { benchRealtime } from './realtime.ts';
import { benchWorkspace } from './workspace.ts';

const only = process.argv[2] ?? process.env.BENCH_ONLY;
const benchmarks: Record<string, () => Promise<void>> = {
  'auth-profile': benchAuthProfile,
  workspace: benchWorkspace,
  realtime: benchRealtime,
  'ems-demo-data': benchEmsDemoData,
  'ems-rollups': benchEmsRollups,
  'ems-usage': benchEmsUsage,
};
for (const [name, run] of Object.entries(benchmarks)) if (!only || only === name) await run();
