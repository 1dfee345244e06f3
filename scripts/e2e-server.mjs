// The app as the Playwright journeys see it: the built web app and the server on 127.0.0.1:3100 with a
// fresh embedded database in a temporary folder, seeded with the demo data. Removed again on exit.
// The server runs the bundle `npm start` runs (built here when stale), but without SERVER_NODE_FLAGS: those
// trade speed for memory (--liftoff-only keeps WebAssembly unoptimised), and six journeys ran ~10 % slower
// with them (92.7 vs 84.0 s on a quiet machine); memory is not what the journeys check.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { SERVER_BUNDLE, ensureServerBuild } from './build-server.mjs';
import { root } from './lib.mjs';
import { requireSupportedNode } from './runtime.mjs';

requireSupportedNode();

const built = await ensureServerBuild();
if (built !== 0) process.exit(built);

const port = process.env.E2E_PORT ?? '3100';
const dataDir = mkdtempSync(path.join(tmpdir(), 'energiek-e2e-'));
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  APP_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  SEED_DEMO: 'true',
  // The demo meter data job (minutes of CPU) stays off: journeys bring the interval data they need.
  EMS_DEMO_DATA: process.env.EMS_DEMO_DATA ?? 'false',
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  // Every journey signs in from 127.0.0.1; the production limit (60 per 15 minutes) would refuse them.
  LOGIN_LIMIT_PER_IP: '10000',
  // The journeys follow invitation and reset links: the outbox redacts them, the capture transport keeps them.
  MAIL_CAPTURE: 'true',
  // The inbox journey delivers mail over SMTP to this server's receiver (e2e/support/servers.ts inboxPort).
  INBOX_SMTP_PORT: String(Number(port) + 90),
  INBOX_DOMAINS: 'energiek.nl',
};
delete env.DATABASE_URL; // the journeys run on the embedded database
delete env.REDIS_URL;

const child = spawn(process.execPath, [SERVER_BUNDLE], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const cleanup = () => rmSync(dataDir, { recursive: true, force: true });
// Pass the stop signal on; a server that has not finished its graceful shutdown in 5 s is killed.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill(signal);
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
