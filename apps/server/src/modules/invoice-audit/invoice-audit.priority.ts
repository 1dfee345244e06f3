// Audits someone is waiting for (an invoice just entered, edited or imported) go before the bulk ones (the
// quarter-hourly re-audit, meter data written by the demo-data job). On the embedded database all jobs share
// two background connections: a re-audit of hundreds of invoices otherwise takes most of their turns, and a
// saved invoice's audit waited up to a minute behind it (session 15's journeys). The bulk loops ask
// `bulkAuditTurn()` before each invoice; it answers once no waited-for audit runs in this process.

let waitedFor = 0;
let resume: (() => void)[] = [];

/** Runs an audit someone waits for; bulk audits in this process pause until it (and any other) ends. */
export async function waitedForAudit<T>(audit: () => Promise<T>): Promise<T> {
  waitedFor++;
  try {
    return await audit();
  } finally {
    waitedFor--;
    if (waitedFor === 0) {
      const waiting = resume;
      resume = [];
      for (const go of waiting) go();
    }
  }
}

/** Resolves at once when no waited-for audit runs, else when the last one ends. */
export function bulkAuditTurn(): Promise<void> {
  if (waitedFor === 0) return Promise.resolve();
  return new Promise((go) => resume.push(go));
}

/** Bulk audits paused now (tests wait for this instead of for time). */
export const pausedBulkAudits = (): number => resume.length;
