import { and, asc, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import { customerRow, isCustomerRow } from '@energiek/db/customer-rows';
import type { Executor } from '@energiek/db/client';
import {
  connections,
  customers,
  dataAuthorisations,
  documents,
  measuringCompanies,
  users,
  type DataAuthorisation,
  type NewDataAuthorisation,
} from '@energiek/db/schema/index';

// Drizzle queries of data-access authorisations; every query of a customer's rows names the customer.

export type AuthorisationRow = DataAuthorisation & {
  measuringCompanyName: string | null;
  documentName: string | null;
  creatorFirstName: string | null;
  creatorLastName: string | null;
};

function selectRows(db: Executor) {
  return db
    .select({
      authorisation: dataAuthorisations,
      measuringCompanyName: measuringCompanies.name,
      documentName: documents.fileName,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
    })
    .from(dataAuthorisations)
    .leftJoin(measuringCompanies, eq(measuringCompanies.id, dataAuthorisations.measuringCompanyId))
    .leftJoin(documents, eq(documents.id, dataAuthorisations.documentId))
    .leftJoin(users, eq(users.id, dataAuthorisations.createdById));
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];
const flatten = (row: Selected): AuthorisationRow => ({
  ...row.authorisation,
  measuringCompanyName: row.measuringCompanyName,
  documentName: row.documentName,
  creatorFirstName: row.creatorFirstName,
  creatorLastName: row.creatorLastName,
});

/** The authorisations of one connection of the customer, oldest first. */
export async function listAuthorisations(
  db: Executor,
  customerId: number,
  connectionId: number,
): Promise<AuthorisationRow[]> {
  const rows = await selectRows(db)
    .where(
      and(eq(dataAuthorisations.customerId, customerId), eq(dataAuthorisations.connectionId, connectionId)),
    )
    .orderBy(asc(dataAuthorisations.validFrom), asc(dataAuthorisations.id));
  return rows.map(flatten);
}

/** Every authorisation of the customer's connections (the EMS overview). */
export async function authorisationsOfCustomer(
  db: Executor,
  customerId: number,
): Promise<AuthorisationRow[]> {
  const rows = await selectRows(db)
    .where(eq(dataAuthorisations.customerId, customerId))
    .orderBy(asc(dataAuthorisations.validFrom), asc(dataAuthorisations.id));
  return rows.map(flatten);
}

type AuthorisationRef = { customerId: number; connectionId: number; id: number };

/** The authorisation `ref` names, on its own customer's connection. */
const isRef = (ref: AuthorisationRef) =>
  and(
    eq(dataAuthorisations.id, ref.id),
    eq(dataAuthorisations.customerId, ref.customerId),
    eq(dataAuthorisations.connectionId, ref.connectionId),
  );

export async function findAuthorisation(
  db: Executor,
  ref: AuthorisationRef,
): Promise<AuthorisationRow | undefined> {
  const [row] = await selectRows(db).where(isRef(ref)).limit(1);
  return row ? flatten(row) : undefined;
}

export async function connectionOfCustomer(db: Executor, customerId: number, connectionId: number) {
  const [row] = await db
    .select({ id: connections.id, ean: connections.ean })
    .from(connections)
    .where(customerRow(connections, customerId, connectionId))
    .limit(1);
  return row;
}

export async function measuringCompanyExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: measuringCompanies.id })
    .from(measuringCompanies)
    .where(eq(measuringCompanies.id, id));
  return row !== undefined;
}

export function documentOfCustomer(db: Executor, customerId: number, id: number): Promise<boolean> {
  return isCustomerRow(db, documents, customerId, id);
}

export async function insertAuthorisation(
  db: Executor,
  values: NewDataAuthorisation,
): Promise<DataAuthorisation> {
  const [row] = await db.insert(dataAuthorisations).values(values).returning();
  if (!row) throw new Error('authorisation insert returned nothing');
  return row;
}

export async function updateAuthorisation(
  db: Executor,
  ref: AuthorisationRef,
  values: Partial<NewDataAuthorisation>,
): Promise<boolean> {
  const rows = await db
    .update(dataAuthorisations)
    .set({ ...values, updatedAt: new Date() })
    .where(isRef(ref))
    .returning({ id: dataAuthorisations.id });
  return rows.length > 0;
}

export async function deleteAuthorisation(db: Executor, ref: AuthorisationRef): Promise<boolean> {
  const rows = await db.delete(dataAuthorisations).where(isRef(ref)).returning({ id: dataAuthorisations.id });
  return rows.length > 0;
}

export type ExpiringAuthorisation = {
  id: number;
  customerId: number;
  customerName: string;
  connectionId: number;
  ean: string;
  validTo: string;
  party: string;
};

/**
 * Authorisations whose last valid day lies in [fromDay, untilDay], across customers, with no other
 * authorisation of the same connection that is still valid after it (a renewal silences the warning).
 */
export async function expiringAuthorisations(
  db: Executor,
  fromDay: string,
  untilDay: string,
): Promise<ExpiringAuthorisation[]> {
  const rows = await db
    .select({
      id: dataAuthorisations.id,
      customerId: dataAuthorisations.customerId,
      customerName: customers.name,
      connectionId: dataAuthorisations.connectionId,
      ean: connections.ean,
      validTo: dataAuthorisations.validTo,
      partyName: dataAuthorisations.partyName,
      measuringCompanyName: measuringCompanies.name,
    })
    .from(dataAuthorisations)
    .innerJoin(connections, eq(connections.id, dataAuthorisations.connectionId))
    .innerJoin(customers, eq(customers.id, dataAuthorisations.customerId))
    .leftJoin(measuringCompanies, eq(measuringCompanies.id, dataAuthorisations.measuringCompanyId))
    .where(
      and(
        isNotNull(dataAuthorisations.validTo),
        gte(dataAuthorisations.validTo, fromDay),
        lte(dataAuthorisations.validTo, untilDay),
        sql`not exists (
          select 1 from data_authorisations later
          where later.connection_id = ${dataAuthorisations.connectionId}
            and later.id <> ${dataAuthorisations.id}
            and later.valid_from <= (${dataAuthorisations.validTo} + 1)
            and (later.valid_to is null or later.valid_to > ${dataAuthorisations.validTo}))`,
      ),
    )
    .orderBy(asc(dataAuthorisations.validTo), asc(dataAuthorisations.id));
  return rows.map((row) => ({
    id: row.id,
    customerId: row.customerId,
    customerName: row.customerName,
    connectionId: row.connectionId,
    ean: row.ean,
    validTo: row.validTo ?? untilDay,
    party: row.measuringCompanyName ?? row.partyName ?? '',
  }));
}
