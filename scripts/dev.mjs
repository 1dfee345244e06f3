// npm run dev: the server with reload on change (PORT, default 3000) and Vite's dev server (port 5173,
// proxies /api to PORT). ./.env is read here, so that both see the same PORT (the environment wins).
import { loadDotEnv, root, run } from './lib.mjs';
import { requireSupportedNode } from './runtime.mjs';

requireSupportedNode();
loadDotEnv();

const server = run('npx', ['--no-install', 'tsx', 'watch', 'apps/server/src/server.ts'], { cwd: root });
const web = run('npm', ['run', 'dev', '-w', '@energiek/web'], { cwd: root });
process.exit(Math.max(await server, await web));
