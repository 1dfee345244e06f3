import { addDays } from '@energiek/domain/calendar';
import { localDayOf } from '@energiek/domain/local-time';
import type { NewDataAuthorisation } from '../schema/data-authorisations.ts';

// DEMO DATA: data-access authorisations (machtigingen) per connection of the EMS customers, so the EMS
// overview and the connection page show every status (pure: no database access). Deterministic by the
// connection's place in the list; dates relative to the seed day. Every row says it is demo data: the
// reference starts with DEMO- and the party named in free text ends in "(demo)".

export type AuthorisationSeedConnection = {
  id: number;
  customerId: number;
  contractedCapacity: number | null;
  measuringCompanyId: number | null;
};

/** The statuses in turn: valid (open-ended or far away), expiring within 30 days, expired, later, none. */
export const DEMO_AUTHORISATION_PATTERN = [
  'valid',
  'valid',
  'expiring',
  'valid',
  'expired',
  'valid',
  'none',
  'valid',
  'future',
  'expiring',
] as const;

/** The day `offset` days from today in Amsterdam. */
function day(today: Date, offset: number): string {
  return addDays(localDayOf(today), offset);
}

export function buildDemoAuthorisations(
  connections: readonly AuthorisationSeedConnection[],
  today: Date,
): NewDataAuthorisation[] {
  const rows: NewDataAuthorisation[] = [];
  connections.forEach((c, i) => {
    const status = DEMO_AUTHORISATION_PATTERN[i % DEMO_AUTHORISATION_PATTERN.length] ?? 'none';
    if (status === 'none') return;
    const large = c.contractedCapacity !== null;
    // Large connections: a metering company portal account (open-ended or yearly); small ones: P4 via EDSN.
    const party =
      large && c.measuringCompanyId !== null
        ? { kind: 'metering-portal' as const, measuringCompanyId: c.measuringCompanyId, partyName: null }
        : { kind: 'p4' as const, measuringCompanyId: null, partyName: 'EDSN P4-dataplatform (demo)' };
    const spread = (i * 37) % 200;
    const period = {
      valid: {
        validFrom: day(today, -400 - spread),
        validTo: large && i % 4 === 1 ? null : day(today, 120 + spread),
      },
      expiring: { validFrom: day(today, -700 - spread), validTo: day(today, 3 + (i % 25)) },
      expired: { validFrom: day(today, -1100 - spread), validTo: day(today, -20 - spread) },
      future: { validFrom: day(today, 7 + (i % 20)), validTo: day(today, 7 + (i % 20) + 3 * 365) },
    }[status];
    rows.push({
      customerId: c.customerId,
      connectionId: c.id,
      ...party,
      reference: `DEMO-${party.kind === 'p4' ? 'P4' : 'MB'}-${String(c.id).padStart(6, '0')}`,
      ...period,
    });
    // An expired one followed by its renewal shows the history on the connection page.
    if (status === 'valid' && i % 3 === 0) {
      rows.push({
        customerId: c.customerId,
        connectionId: c.id,
        ...party,
        reference: `DEMO-${party.kind === 'p4' ? 'P4' : 'MB'}-${String(c.id).padStart(6, '0')}-OUD`,
        validFrom: day(today, -1500 - spread),
        validTo: day(today, -401 - spread),
      });
    }
  });
  return rows;
}
