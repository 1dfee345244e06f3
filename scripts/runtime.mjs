// The runtime check every project script imports first. The project brings its own Node.js: the `node`
// package pinned in package.json puts that version first on the PATH of every npm script. An install with
// --ignore-scripts or --omit=dev (or calling a script with the system's `node` directly) would silently run
// an older Node: refuse that with a message that says what to do.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * Node/V8 flags of the server process (npm start and the benchmarks):
 * - `--liftoff-only`: PGlite's WebAssembly runs on V8's baseline compiler only. V8's optimising tier
 *   compiles PGlite's hot functions in the background, and one of them alone takes ~600 MB of compiler
 *   memory for 5 s (bench pglite-start: peak 1.1 GB instead of ~580 MB on the first start, ~1 GB instead of
 *   ~500 MB on any later one); queries run somewhat slower with it (see the bench). Nothing else in the
 *   server is WebAssembly, so on PostgreSQL the flag changes nothing.
 * - `--max-semi-space-size=8`: Node 24 lets the young generation grow to 2 × 64 MB semi-spaces under load;
 *   8 MB semi-spaces keep it at 16 MB at the same CPU per request on the customers list (64 → 16 MB: same
 *   CPU; 16 → 8 MB: peak RSS under load 208–220 MB instead of 223–238 MB; docs/operations.md "Memory").
 * - `--heap-growing-percent=100`: V8 lets the old generation grow to twice what survived the last full
 *   collection before it marks again. With its own choice (about 1.3× here) and 8 MB semi-spaces it began
 *   marking the app's ~64 MB heap every few large answers: a year of quarters from GET ems/usage cost
 *   80–90 ms of server CPU instead of 40–55, and its p95 at the server 120–140 ms instead of 76–120
 *   (bench ems-usage). Peak RSS on the customers list under load stays ~200 MB (bench table-list).
 */
export const SERVER_NODE_FLAGS = ['--liftoff-only', '--max-semi-space-size=8', '--heap-growing-percent=100'];

/** The major version of the pinned `node` package, e.g. 24 for "24.21.0". */
export const SUPPORTED_NODE_MAJOR = Number(String(pkg.devDependencies?.node ?? '').split('.')[0]);

/** Undefined when `version` (process.version) is supported, else the message to print. */
export function runtimeProblem(version = process.version, execPath = process.execPath) {
  const major = Number(/^v?(\d+)\./.exec(version)?.[1]);
  if (major >= SUPPORTED_NODE_MAJOR) return undefined;
  return [
    `Energiek needs Node.js ${SUPPORTED_NODE_MAJOR}; this is Node.js ${version} (${execPath}).`,
    `The project brings its own: \`npm ci\` installs the pinned \`node\` package (Node.js ${pkg.devDependencies.node})`,
    'and npm puts it first on the PATH of every npm script. Start through npm (`npm start`, `npm test`,',
    '`npm run …`), not with a bare `node …`. An install with --ignore-scripts or --omit=dev skips that runtime:',
    'run `npm ci` without those flags.',
  ].join('\n');
}

/** Exits with the message when this process runs on an unsupported Node.js. */
export function requireSupportedNode() {
  const problem = runtimeProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
