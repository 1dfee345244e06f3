// npm start: build the web app and the server bundle if needed, then run the server (migrates, seeds the
// embedded demo database on first start, prints the URL and demo accounts).
import { SERVER_BUNDLE, ensureServerBuild } from './build-server.mjs';
import { ensureWebBuild, root, run } from './lib.mjs';
import { SERVER_NODE_FLAGS, requireSupportedNode } from './runtime.mjs';

requireSupportedNode();

const built = (await ensureWebBuild()) || (await ensureServerBuild());
if (built !== 0) process.exit(built);
// The server shuts down gracefully on SIGTERM/SIGINT; this script passes those on and exits with it.
const child = run(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
  cwd: root,
  forwardSignals: true,
});
process.exit(await child);
