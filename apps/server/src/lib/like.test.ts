import { describe, expect, it } from 'vitest';
import { PgDialect, pgTable, text } from 'drizzle-orm/pg-core';
import { anyContains, containing, escapeLike } from './like.ts';

const dialect = new PgDialect();
const deals = pgTable('deals', { title: text(), note: text() });

describe('a search text in LIKE patterns', () => {
  it('escapes %, _ and the backslash so that they match only themselves', () => {
    expect(escapeLike('100% groen_stroom\\x')).toBe('100\\% groen\\_stroom\\\\x');
    expect(escapeLike('Bakkerij')).toBe('Bakkerij');
  });

  it('containing wraps the escaped text in %', () => {
    expect(containing('50%')).toBe('%50\\%%');
  });

  it('anyContains matches any of the columns case-insensitively, with one pattern', () => {
    const query = dialect.sqlToQuery(anyContains('a_b', [deals.title, deals.note])!);
    expect(query.sql).toBe('("deals"."title" ilike $1 or "deals"."note" ilike $2)');
    expect(query.params).toEqual(['%a\\_b%', '%a\\_b%']);
  });
});
