// Helpers shared by the factories.

let counter = 0;

/** 1, 2, 3 … per process (per test file in Vitest): makes defaults deterministic in call order. */
export function nextSequence(): number {
  counter += 1;
  return counter;
}

/** Starts the sequence at 1 again; Vitest's per-file setup calls it, since workers run many files. */
export function resetSequence(): void {
  counter = 0;
}

/** A token unique across processes that share one database (e2e workers): pid plus sequence. */
export function uniqueSuffix(sequence: number): string {
  return `${process.pid.toString(36)}${sequence.toString(36)}`;
}

/** The first row of an insert … returning(); inserts of one row always return one. */
export function firstRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('insert returned no row');
  return row;
}

/** 'de Vries' → 'De Vries' (a surname at the start of a company name). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** True for a unique violation (23505), whichever driver raised it (Drizzle wraps it as `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    if ((current as Error & { code?: unknown }).code === '23505') return true;
  }
  return false;
}
