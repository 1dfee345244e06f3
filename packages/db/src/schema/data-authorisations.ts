import { DATA_AUTHORISATION_KINDS } from '@energiek/contracts/data-authorisations';
import { sql } from 'drizzle-orm';
import * as pg from 'drizzle-orm/pg-core';
import { parentReference, timestamps } from './columns.ts';
import { connections } from './connections.ts';
import { customerOwned, users } from './identity.ts';
import { documents } from './library.ts';
import { measuringCompanies } from './master-data.ts';

// Data-access authorisations ("machtigingen", DOMAIN.md): who may fetch a connection's meter data and
// for how long. Small connections' data (EDSN/P4) needs one per connection; large connections often a
// metering company portal account. Expiry feeds signals (authorisationsExpiring in the server module).

/** Kinds as stored; Dutch names in packages/contracts/src/data-authorisations.ts. */
export { DATA_AUTHORISATION_KINDS };
export type DataAuthorisationKind = (typeof DATA_AUTHORISATION_KINDS)[number];

export const dataAuthorisations = pg.pgTable(
  'data_authorisations',
  {
    ...customerOwned(),
    connectionId: parentReference(() => connections.id),
    /** The party that may fetch the data: a metering company of the master data … */
    measuringCompanyId: pg.integer().references(() => measuringCompanies.id, { onDelete: 'restrict' }),
    /** … or a party named in free text (a data platform, the consultancy itself). */
    partyName: pg.text(),
    kind: pg.text().$type<DataAuthorisationKind>().notNull(),
    /** The authorisation's number or account at the party. */
    reference: pg.text(),
    validFrom: pg.date({ mode: 'string' }).notNull(),
    /** Last day it is valid (inclusive); null: until withdrawn. */
    validTo: pg.date({ mode: 'string' }),
    /** The signed authorisation in the customer's library, when kept there. */
    documentId: pg.integer().references(() => documents.id, { onDelete: 'set null' }),
    createdById: pg.integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    pg.index().on(t.customerId, t.connectionId),
    pg.index().on(t.validTo),
    pg.check(
      'data_authorisations_party',
      sql`${t.measuringCompanyId} is not null or ${t.partyName} is not null`,
    ),
    pg.check('data_authorisations_period', sql`${t.validTo} is null or ${t.validTo} >= ${t.validFrom}`),
    pg.check(
      'data_authorisations_kind',
      sql`${t.kind} in ('p4', 'metering-portal', 'grid-operator', 'other')`,
    ),
  ],
);

export type DataAuthorisation = typeof dataAuthorisations.$inferSelect;
export type NewDataAuthorisation = typeof dataAuthorisations.$inferInsert;
