// PostgreSQL error codes reach us wrapped (Drizzle wraps the driver's error in `cause`).

export function dbErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A row still referenced elsewhere: 23503 for a plain foreign key, 23001 for one declared
 *  `on delete restrict` (PostgreSQL reports restrict_violation there, not foreign_key_violation). */
export function isStillReferenced(error: unknown): boolean {
  const code = dbErrorCode(error);
  return code === '23503' || code === '23001';
}
