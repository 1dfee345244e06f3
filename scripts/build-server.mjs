// The server as one precompiled ES module (apps/server/dist/server.mjs), what `npm start`, the journeys'
// servers and the benchmarks run: the app's TypeScript and the workspace packages bundled by esbuild,
// every node_modules package left to Node (native addons, PGlite's wasm/data files, pg-boss …).
// Running the TypeScript through tsx at runtime kept the loader, the sources and their inline source maps in
// the server's memory (docs/operations.md "Memory"). Tests and `npm run dev` still run the sources.
//
// `node scripts/build-server.mjs` builds it; `ensureServerBuild()` builds it only when a source is newer.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestMtime, root } from './lib.mjs';

export const SERVER_ENTRY = path.join(root, 'apps/server/src/server.ts');
export const SERVER_BUNDLE = path.join(root, 'apps/server/dist/server.mjs');

/** What the bundle is made of: a change in any of these makes it stale. */
const SOURCES = ['apps/server/src', 'packages/contracts/src', 'packages/domain/src', 'packages/db/src'];
const INPUT_FILES = ['package-lock.json', 'tsconfig.base.json', 'scripts/build-server.mjs'];

const WORKSPACE_SCOPE = '@energiek/';
const FILE_RELATIVE = /import\.meta\.(url|dirname|filename)\b/g;

/**
 * Workspace code that finds files next to itself (migrations, the pristine cluster, the web build) reads
 * import.meta: in the bundle that would be the bundle's own location. Each use in `source` (the file `file`)
 * is rewritten to the original file's location, expressed relative to the bundle in `outdir`, so the
 * checkout can still be moved as a whole.
 */
export function keepImportMetaLocations(source, file, outdir) {
  if (!source.includes('import.meta.')) return source;
  const fromBundle = (target) => path.relative(outdir, target).split(path.sep).join('/');
  const fileUrl = `new URL(${JSON.stringify(fromBundle(file))}, import.meta.url)`;
  const dirUrl = `new URL(${JSON.stringify(`${fromBundle(path.dirname(file))}/`)}, import.meta.url)`;
  return source.replace(FILE_RELATIVE, (_match, what) => {
    if (what === 'url') return `${fileUrl}.href`;
    if (what === 'filename') return `__energiekFilePath(${fileUrl})`;
    return `__energiekFilePath(${dirUrl}).replace(/[\\\\/]$/, '')`;
  });
}

function keepFileLocations(outdir) {
  return {
    name: 'energiek-file-locations',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.')) return undefined;
        return { contents: keepImportMetaLocations(source, args.path, outdir), loader: 'ts' };
      });
    },
  };
}

/**
 * node_modules packages bundled all the same. drizzle-orm: Node's ESM loader reads the nearest package.json
 * again for every file it resolves, and drizzle-orm's is 175 KB (an export per file) over a few hundred
 * files: loaded from node_modules that alone made ~170 MB of garbage at start, most of the start's peak
 * RSS. Only packages that nothing in node_modules imports (one copy) and that read no files of their own.
 */
const BUNDLED_PACKAGES = ['drizzle-orm'];

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** node_modules packages stay imports that Node resolves at runtime; the workspace packages are bundled. */
const externalPackages = {
  name: 'energiek-external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith(WORKSPACE_SCOPE) || path.isAbsolute(args.path)) return undefined;
      if (BUNDLED_PACKAGES.includes(packageName(args.path))) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Builds the bundle (about a second). */
export async function buildServer() {
  const { build } = await import('esbuild');
  const outdir = path.dirname(SERVER_BUNDLE);
  const { outputFiles } = await build({
    entryPoints: [SERVER_ENTRY],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    // Class and function names as in the sources: stack traces and logged errors stay readable.
    keepNames: true,
    // Run with --enable-source-maps to see the TypeScript lines in stack traces.
    sourcemap: 'linked',
    banner: {
      js: "import { fileURLToPath as __energiekFilePath } from 'node:url';",
    },
    plugins: [keepFileLocations(outdir), externalPackages],
    logLevel: 'warning',
    write: false,
  });
  // Written beside and renamed: the journeys' servers start side by side and may build at the same moment;
  // none of them may start a half-written bundle. The map first, so a new bundle never points at an old map.
  mkdirSync(outdir, { recursive: true });
  for (const file of outputFiles.toSorted(
    (a, b) => Number(b.path.endsWith('.map')) - Number(a.path.endsWith('.map')),
  )) {
    const temporary = `${file.path}.${process.pid}.tmp`;
    writeFileSync(temporary, file.contents);
    renameSync(temporary, file.path);
  }
}

/** The time of the newest file the bundle is made of. */
function newestSource() {
  return Math.max(
    ...SOURCES.map((dir) => newestMtime(path.join(root, dir))),
    ...INPUT_FILES.map((file) => statSync(path.join(root, file)).mtimeMs),
  );
}

/** Builds the server bundle when there is none or a source is newer; resolves with an exit code. */
export async function ensureServerBuild({ force = false } = {}) {
  if (!force && existsSync(SERVER_BUNDLE) && statSync(SERVER_BUNDLE).mtimeMs >= newestSource()) return 0;
  const started = performance.now();
  try {
    await buildServer();
  } catch (error) {
    console.error(`Building the server failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  console.log(
    `Server built (${path.relative(root, SERVER_BUNDLE)}, ${Math.round(performance.now() - started)} ms)`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.exit(await ensureServerBuild({ force: true }));
}
