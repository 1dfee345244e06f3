import { describe, expect, it } from 'vitest';
import { authorisationStatus } from '@energiek/domain/authorisation-status';
import { buildDemoAuthorisations, DEMO_AUTHORISATION_PATTERN } from './build-authorisations.ts';

describe('buildDemoAuthorisations', () => {
  const today = new Date(2026, 10, 24); // 24 November 2026, local
  const connections = Array.from({ length: 20 }, (_, i) => ({
    id: i + 1,
    customerId: 1,
    contractedCapacity: i % 2 === 0 ? 250 : null,
    measuringCompanyId: i % 2 === 0 ? 3 : null,
  }));
  const rows = buildDemoAuthorisations(connections, today);

  it('gives every status, deterministically', () => {
    const statuses = connections.map(
      (c) =>
        authorisationStatus(
          rows
            .filter((r) => r.connectionId === c.id)
            .map((r) => ({ validFrom: r.validFrom, validTo: r.validTo ?? null })),
          '2026-11-24',
        ).status,
    );
    expect(new Set(statuses)).toEqual(new Set(['valid', 'expiring', 'expired', 'future', 'none']));
    // Every connection gets the status its place in the pattern asks for.
    expect(statuses).toEqual(
      connections.map((_, i) => DEMO_AUTHORISATION_PATTERN[i % DEMO_AUTHORISATION_PATTERN.length]),
    );
    expect(buildDemoAuthorisations(connections, today)).toEqual(rows);
  });

  it('expires the expiring ones within 30 days and marks every row as demo', () => {
    const third = rows.find((r) => r.connectionId === 3);
    expect(third?.validTo).toBe('2026-11-29'); // today + 3 + (2 % 25)
    for (const row of rows) {
      expect(row.reference).toMatch(/^DEMO-/);
      expect(row.measuringCompanyId ?? row.partyName).not.toBeNull();
      if (row.partyName) expect(row.partyName).toMatch(/\(demo\)$/);
      if (row.validTo) expect(row.validTo >= row.validFrom).toBe(true);
    }
  });
});
