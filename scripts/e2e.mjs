// npm run test:e2e [-- playwright options]: the browser journeys alone, on a fresh build of the web app.
import { CHROMIUM_PATH, ensureWebBuild, runBin } from './lib.mjs';
import { requireSupportedNode } from './runtime.mjs';

requireSupportedNode();

const built = await ensureWebBuild();
if (built !== 0) process.exit(built);
const { DATABASE_URL: _unused, ...env } = process.env;
process.exit(
  await runBin('playwright', ['test', ...process.argv.slice(2)], { env: { ...env, CHROMIUM_PATH } }),
);
