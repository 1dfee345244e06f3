import { readFileSync } from 'node:fs';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './schema/index.ts';

// docs/data-model.md stays complete: every table of the Drizzle schema has a section (a `###` heading or a
// **bold** name under "## Tables") and sits in exactly one row of the Tenancy table, and that row agrees
// with the table's customer_id column.

const doc = readFileSync(new URL('../../../docs/data-model.md', import.meta.url), 'utf8');

const tables = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => value instanceof PgTable)
  .map((table) => {
    const config = getTableConfig(table);
    const customer = config.columns.find((column) => column.name === 'customerId');
    return {
      name: config.name,
      customerId: customer === undefined ? 'none' : customer.notNull ? 'not-null' : 'nullable',
    };
  })
  .sort((a, b) => a.name.localeCompare(b.name));

function section(title: string): string {
  const start = doc.indexOf(`\n## ${title}\n`);
  expect(start, `docs/data-model.md has a "## ${title}" section`).toBeGreaterThanOrEqual(0);
  const end = doc.indexOf('\n## ', start + 1);
  return doc.slice(start, end === -1 ? undefined : end);
}

/** The Tenancy table's rows: the first cell and the table names written as `name` in the second. */
function tenancyRows(): { kind: string; names: string[] }[] {
  return section('Tenancy')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| kind'))
    .map((line) => {
      const [kind = '', names = ''] = line.split(' | ');
      return {
        kind: kind.replace(/^\| /, ''),
        // Only the names before a parenthesis are the row's tables; `(→ actions)` names a parent.
        names: [...names.replace(/\([^)]*\)/g, '').matchAll(/`([a-z_]+)`/g)].map((match) => match[1]!),
      };
    });
}

describe('docs/data-model.md', () => {
  it('reads the whole schema (sanity check of this test)', () => {
    expect(tables.length).toBeGreaterThan(50);
    expect(tables.map((t) => t.name)).toContain('customers');
  });

  it('has a section naming every table under "## Tables"', () => {
    const text = section('Tables');
    const named = new Set<string>();
    for (const line of text.split('\n')) {
      if (line.startsWith('### ')) for (const word of line.match(/[a-z_]+/g) ?? []) named.add(word);
    }
    for (const match of text.matchAll(/\*\*([^*]+)\*\*/g)) {
      for (const word of match[1]!.match(/[a-z_]+/g) ?? []) named.add(word);
    }
    const missing = tables.map((t) => t.name).filter((name) => !named.has(name));
    expect(missing, 'tables without a section in docs/data-model.md').toEqual([]);
  });

  it('puts every table in exactly one row of the Tenancy table, and nothing else', () => {
    const listed = tenancyRows().flatMap((row) => row.names);
    const schemaNames = tables.map((t) => t.name);
    expect(
      listed.filter((name, i) => listed.indexOf(name) !== i),
      'listed twice',
    ).toEqual([]);
    expect(
      schemaNames.filter((name) => !listed.includes(name)),
      'missing from the Tenancy table',
    ).toEqual([]);
    expect(
      listed.filter((name) => !schemaNames.includes(name)),
      'not a table of the schema',
    ).toEqual([]);
  });

  it('classifies each table by its customer_id column', () => {
    const rows = tenancyRows();
    const expected = (kind: string) =>
      kind.includes('not null') ? 'not-null' : kind.includes('nullable') ? 'nullable' : 'none';
    const wrong = rows.flatMap((row) =>
      row.names
        .map((name) => tables.find((t) => t.name === name))
        .filter((table) => table !== undefined && table.customerId !== expected(row.kind))
        .map((table) => `${table!.name}: customer_id ${table!.customerId}, listed as "${row.kind}"`),
    );
    expect(wrong).toEqual([]);
  });
});
