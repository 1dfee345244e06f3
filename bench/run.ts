// npm run bench: every benchmark in this folder, one after another. Figures only; never pass/fail.
// BENCH_ONLY=workspace (or auth-profile, …) runs one of them.
import { benchAuthProfile } from './auth-profile.ts';
import { benchWorkspace } from './workspace.ts';

const only = process.env.BENCH_ONLY;
const benchmarks: Record<string, () => Promise<void>> = {
  'auth-profile': benchAuthProfile,
  workspace: benchWorkspace,
};
for (const [name, run] of Object.entries(benchmarks)) if (!only || only === name) await run();
