// npm run dev: the server with reload on change (port 3000) and Vite's dev server (port 5173, proxies /api).
import { root, run } from './lib.mjs';
import { requireSupportedNode } from './runtime.mjs';

requireSupportedNode();

const server = run('npx', ['--no-install', 'tsx', 'watch', 'apps/server/src/server.ts'], { cwd: root });
const web = run('npm', ['run', 'dev', '-w', '@energiek/web'], { cwd: root });
process.exit(Math.max(await server, await web));
