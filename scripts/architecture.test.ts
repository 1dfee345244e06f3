import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The import structure, checked on every run (docs/architecture.md "Structure rules"):
// - no import loop anywhere in apps/*/src and packages/*/src (static value imports; `import type` is erased
//   at build time, so a type-only cycle cannot break initialisation order and is not counted);
// - a web module (apps/web/src/modules/<area>) imports no other module and not the app; shared
//   components/ and lib/ import no module and not the app (the app composes the modules).
// A plain reading of the import statements: fast, and no resolver package with native bindings.

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_ROOTS = [
  'apps/server/src',
  'apps/web/src',
  'packages/contracts/src',
  'packages/domain/src',
  'packages/db/src',
];
const WEB = 'apps/web/src';

type Import = { to: string; dynamic: boolean; typeOnly: boolean };

function sourceFiles(dir: string): string[] {
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

function importsOf(file: string): Import[] {
  const text = readFileSync(path.join(ROOT, file), 'utf8');
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

const files = SOURCE_ROOTS.flatMap(sourceFiles);
const graph = new Map(files.map((file) => [file, importsOf(file)]));

/** Strongly connected components with more than one file (or a file importing itself): Tarjan. */
function importLoops(): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (file: string) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const { to, dynamic, typeOnly } of graph.get(file) ?? []) {
      if (dynamic || typeOnly || !graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file)!, index.get(to)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfLoop = (graph.get(file) ?? []).some(
        (entry) => !entry.dynamic && !entry.typeOnly && entry.to === file,
      );
      if (component.length > 1 || selfLoop) loops.push(component.sort());
    }
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return loops;
}

function webArea(file: string): { kind: 'module'; name: string } | { kind: 'app' | 'shared' | 'other' } {
  if (!file.startsWith(`${WEB}/`)) return { kind: 'other' };
  const [top, name] = file.slice(WEB.length + 1).split('/');
  if (top === 'modules' && name) return { kind: 'module', name };
  if (top === 'app') return { kind: 'app' };
  if (top === 'components' || top === 'lib') return { kind: 'shared' };
  return { kind: 'other' };
}

function boundaryViolations(): string[] {
  const violations: string[] = [];
  for (const [file, imports] of graph) {
    const from = webArea(file);
    if (from.kind !== 'module' && from.kind !== 'shared') continue;
    for (const { to } of imports) {
      const target = webArea(to);
      const crossesModules =
        target.kind === 'module' &&
        (from.kind === 'shared' || (from.kind === 'module' && target.name !== from.name));
      if (crossesModules || target.kind === 'app') violations.push(`${file} → ${to}`);
    }
  }
  return violations.sort();
}

describe('import structure', () => {
  it('reads the source tree', () => {
    // Guards the checks below against a reading that finds nothing.
    expect(files.length).toBeGreaterThan(300);
    expect(graph.get('apps/server/src/app.ts')?.length).toBeGreaterThan(5);
  });

  it('has no import loop', () => {
    expect(importLoops()).toEqual([]);
  });

  it('keeps web modules apart: no module imports another module or the app, shared code imports neither', () => {
    expect(boundaryViolations()).toEqual([]);
  });
});
