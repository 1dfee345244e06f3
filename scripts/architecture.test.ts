import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  crossAreaImports,
  importsOf,
  isReachIn,
  readGraph,
  serverBoundaryViolations,
  upwardServerImports,
  type Graph,
} from './import-graph.ts';

// The import structure, checked on every run (docs/architecture.md "Structure rules"):
// - no import loop anywhere in apps/*/src and packages/*/src (static value imports; `import type` is erased
//   at build time, so a type-only cycle cannot break initialisation order and is not counted);
// - a web module (apps/web/src/modules/<area>) imports no other module and not the app; shared
//   components/ and lib/ import no module and not the app (the app composes the modules);
// - a server area (apps/server/src/modules/<area>) imports another area only through that area's front
//   door, `modules/<area>/<area>.service.ts` (never its repository, job, routes or any other file), and
//   the layers below the modules stay below: lib/ imports none of core/, plugins/, modules/; core/ none of
//   plugins/, modules/; plugins/ no module (modules.ts and app.ts compose them); no source file imports
//   testing/ (test helpers and fixtures live there, beside the tests that use them).
// The graph is read from the import statements as text (scripts/import-graph.ts);
// `npx tsx scripts/server-imports.ts` prints the server's counts.

const WEB = 'apps/web/src';
const graph = readGraph();
const files = [...graph.keys()];

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

  it('lets server areas meet only at their front doors (<area>.service.ts)', () => {
    expect(crossAreaImports(graph).length).toBeGreaterThan(10); // the areas do use each other
    expect(serverBoundaryViolations(graph)).toEqual([]);
  });

  it('keeps lib below core below plugins below the server modules, and the test harness out of them', () => {
    expect(upwardServerImports(graph)).toEqual([]);
  });
});

describe('the server boundary check itself', () => {
  const M = 'apps/server/src/modules';
  // A crafted graph: the file names exist, the import lines are made up here.
  const crafted = (from: string, text: string): Graph => new Map([[from, importsOf(from, text)]]);

  it("flags an import of another area's repository, job, routes or inner file", () => {
    for (const [text, target] of [
      [
        `import { findCustomer } from '../customers/customers.repository.ts';`,
        'customers/customers.repository.ts',
      ],
      [`import type { X } from '../customers/customers.repository.ts';`, 'customers/customers.repository.ts'],
      [
        `import { registerCustomerRoutes } from '../customers/customers.routes.ts';`,
        'customers/customers.routes.ts',
      ],
      [`import { exportJob } from '../exports/exports.job.ts';`, 'exports/exports.job.ts'],
      [`import { allowedContentType } from '../library/file-check.ts';`, 'library/file-check.ts'],
    ] as const) {
      const example = crafted(`${M}/switch/switch.service.ts`, text);
      expect(serverBoundaryViolations(example)).toEqual([`${M}/switch/switch.service.ts → ${M}/${target}`]);
      if (!target.includes('file-check')) expect(isReachIn(`${M}/${target}`)).toBe(true);
    }
  });

  it('flags a reach into a sub-area of ems and a module imported from core, lib or plugins', () => {
    const intoEms = crafted(
      `${M}/purchasing/collective/collective.service.ts`,
      `import { rangeSums } from '../../ems/overview/ems-rollups.repository.ts';`,
    );
    expect(serverBoundaryViolations(intoEms)).toHaveLength(1);
    const upward = crafted(
      'apps/server/src/core/actor.ts',
      `import { findActiveSession } from '../modules/auth/auth.service.ts';`,
    );
    expect(upwardServerImports(upward)).toEqual([
      `apps/server/src/core/actor.ts → ${M}/auth/auth.service.ts`,
    ]);
    const fixtureInSource = crafted(
      `${M}/purchasing/purchase/purchase.service.ts`,
      `import { loginToken } from '../../../testing/test-app.ts';`,
    );
    expect(upwardServerImports(fixtureInSource)).toHaveLength(1);
  });

  it('flags an import of a purchasing sub-area from outside purchasing, not from inside', () => {
    const outside = crafted(
      `${M}/home/home.service.ts`,
      `import { purchaseOverview } from '../purchasing/purchase/purchase.service.ts';`,
    );
    expect(serverBoundaryViolations(outside)).toHaveLength(1);
    const inside = crafted(
      `${M}/purchasing/forecast/forecast.service.ts`,
      `import { purchaseOverview } from '../purchase/purchase.service.ts';`,
    );
    expect(crossAreaImports(inside)).toEqual([]);
  });
  it("lets an area import its own files and another area's front door", () => {
    const example = crafted(
      `${M}/switch/switch.service.ts`,
      [
        `import * as repo from './switch.repository.ts';`,
        `import { findCustomer } from '../customers/customers.service.ts';`,
        `import { rangeSums } from '../ems/ems.service.ts';`,
      ].join('\n'),
    );
    expect(crossAreaImports(example)).toHaveLength(2);
    expect(serverBoundaryViolations(example)).toEqual([]);
  });
});

describe('state per app', () => {
  it('is kept under ctx.appKey (perApp), never under the context object a job copies', () => {
    // A job on the embedded database runs with a copy of the context (its background connection): state
    // kept under the context object itself is not found there (imported e-invoices went unaudited).
    const keyedByContext = globSync('apps/server/src/**/*.ts')
      .filter((file) => !file.endsWith('.test.ts'))
      .filter((file) => /(Weak)?(Map|Set)<\s*ServiceContext\b/.test(readFileSync(file, 'utf8')));
    expect(keyedByContext).toEqual([]);
  });
});
