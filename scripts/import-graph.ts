import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The import graph of the source tree, read from the import statements as text: fast, and no resolver
// package with native bindings. Shared by scripts/architecture.test.ts (the rules) and
// scripts/server-imports.ts (the counts behind them).

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'packages/contracts/src',
  'packages/domain/src',
  'packages/db/src',
];

export type Import = { to: string; dynamic: boolean; typeOnly: boolean };
export type Graph = Map<string, Import[]>;

export function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

const STATIC_IMPORT =
  /^\s*(?:import|export)\s[^;]*?\sfrom\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function resolve(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('.')) base = path.posix.join(path.posix.dirname(from), specifier);
  else if (specifier.startsWith('@energiek/')) {
    const [, pkg, ...rest] = specifier.split('/');
    base = `packages/${pkg}/src/${rest.join('/')}`;
  } else return null; // a library
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(path.join(ROOT, candidate))) return candidate;
  }
  return null;
}

/** The imports of one file; `text` stands in for the file's content (the checker's own tests). */
export function importsOf(file: string, text = readFileSync(path.join(ROOT, file), 'utf8')): Import[] {
  const found: Import[] = [];
  for (const match of text.matchAll(STATIC_IMPORT)) {
    const to = resolve(file, match[1] ?? match[2] ?? '');
    const typeOnly = /^\s*(?:import|export)\s+type\s/.test(match[0]);
    if (to) found.push({ to, dynamic: false, typeOnly });
  }
  for (const match of text.matchAll(DYNAMIC_IMPORT)) {
    const to = resolve(file, match[1] ?? '');
    if (to) found.push({ to, dynamic: true, typeOnly: false });
  }
  return found;
}

export function readGraph(roots: readonly string[] = SOURCE_ROOTS): Graph {
  return new Map(roots.flatMap(sourceFiles).map((file) => [file, importsOf(file)]));
}

// --- The server's areas -------------------------------------------------------------------------------

export const SERVER = 'apps/server/src';
const MODULES = `${SERVER}/modules/`;

/** The area (first folder under modules/) a server file belongs to, or null outside modules/. */
export function serverArea(file: string): string | null {
  if (!file.startsWith(MODULES)) return null;
  const [area, rest] = file.slice(MODULES.length).split('/');
  return area && rest ? area : null;
}

/** The one file of an area other areas may import: `modules/<area>/<area>.service.ts`. */
export function frontDoor(area: string): string {
  return `${MODULES}${area}/${area}.service.ts`;
}

export type CrossImport = { from: string; to: string; typeOnly: boolean };

/** Every import from one server area into another (type-only ones included: they tie areas together too). */
export function crossAreaImports(graph: Graph): CrossImport[] {
  const found: CrossImport[] = [];
  for (const [from, imports] of graph) {
    const fromArea = serverArea(from);
    if (!fromArea) continue;
    for (const { to, typeOnly } of imports) {
      const toArea = serverArea(to);
      if (toArea && toArea !== fromArea) found.push({ from, to, typeOnly });
    }
  }
  return found.sort((a, b) => a.from.localeCompare(b.from) || a.to.localeCompare(b.to));
}

/** An import into another area's repository, job or routes file. */
export function isReachIn(to: string): boolean {
  return /(\.repository|\.job|\.routes)\.ts$/.test(to);
}

/** The cross-area imports that do not go through the target area's front door. */
export function serverBoundaryViolations(graph: Graph): string[] {
  return crossAreaImports(graph)
    .filter(({ to }) => to !== frontDoor(serverArea(to)!))
    .map(({ from, to }) => `${from} → ${to}`);
}

/**
 * The server's layers, bottom up: each may import the ones below it, never one above. testing/ (the test
 * harness and shared fixtures) stands on top: tests use it, no source file does.
 */
const LAYERS = ['lib', 'core', 'plugins', 'modules', 'testing'] as const;

function layerOf(file: string): number {
  if (!file.startsWith(`${SERVER}/`)) return -1;
  return LAYERS.indexOf(file.slice(SERVER.length + 1).split('/')[0] as (typeof LAYERS)[number]);
}

/** Imports that run back up: lib → core/plugins/modules, core → plugins/modules, plugins → modules, any → testing. */
export function upwardServerImports(graph: Graph): string[] {
  const found: string[] = [];
  for (const [from, imports] of graph) {
    const layer = layerOf(from);
    if (layer < 0 || LAYERS[layer] === 'testing') continue;
    for (const { to } of imports) if (layerOf(to) > layer) found.push(`${from} → ${to}`);
  }
  return found.sort();
}
