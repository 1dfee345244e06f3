import { aliasedTable, and, asc, eq, gt } from 'drizzle-orm';
import type { ExportType } from '@energiek/contracts/exports';
import type { Executor as Database } from '@energiek/db/client';
import {
  connections,
  contacts,
  customers,
  hours,
  suppliers,
  supplyAgreements,
  users,
} from '@energiek/db/schema/index';
import { energySource } from './exports.energy.ts';
import { auditResultsSource } from './exports.invoice-audit.ts';
import { invoiceLinesSource, invoicesSource } from './exports.invoices.ts';
import { BATCH_ROWS, byId, countScoped, scoped, type ExportSource } from './exports.source-kit.ts';

export type { ExportParams, ExportSource } from './exports.source-kit.ts';

// The catalogue's data: per export its Dutch columns and its rows in batches read with keyset paging (the
// next batch starts after the last key, so the database never sorts past rows again and memory holds one
// batch). Every query names the customers the requester may act for.

const fullName = (first: unknown, last: unknown) => [first, last].filter(Boolean).join(' ');
const PRODUCTS: Record<number, string> = { 1: 'Elektriciteit', 2: 'Gas' };
const STATUSES: Record<string, string> = { active: 'Actief', prospect: 'Prospect', inactive: 'Inactief' };

const customersSource: ExportSource = {
  type: 'customers',
  name: 'Klanten',
  description: 'Alle klanten met nummer, status, KvK, btw-nummer, contactgegevens en bezoekadres.',
  needs: 'none',
  sheetName: 'Klanten',
  columns: [
    { header: 'Klantnummer', key: 'number', width: 12, kind: 'integer' },
    { header: 'Naam', key: 'name', width: 36, kind: 'text' },
    { header: 'Status', key: 'status', width: 12, kind: 'text' },
    { header: 'KvK-nummer', key: 'kvk', width: 12, kind: 'text' },
    { header: 'Btw-nummer', key: 'vat', width: 16, kind: 'text' },
    { header: 'E-mailadres', key: 'email', width: 30, kind: 'text' },
    { header: 'Telefoonnummer', key: 'phone', width: 16, kind: 'text' },
    { header: 'Adres', key: 'street', width: 30, kind: 'text' },
    { header: 'Postcode', key: 'postcode', width: 10, kind: 'text' },
    { header: 'Plaats', key: 'city', width: 20, kind: 'text' },
  ],
  count: countScoped(customers, customers.id),
  batches: (db, actFor) =>
    byId(
      (after) =>
        db
          .select()
          .from(customers)
          .where(and(gt(customers.id, after), scoped(customers.id, actFor)))
          .orderBy(asc(customers.id))
          .limit(BATCH_ROWS),
      (c) => ({
        number: c.number,
        name: c.name,
        status: STATUSES[c.status] ?? c.status,
        kvk: c.kvkNumber,
        vat: c.vatNumber,
        email: c.emailAddress,
        phone: c.phoneNumber,
        street: [c.visitStreet, c.visitHouseNumber].filter(Boolean).join(' '),
        postcode: c.visitPostcode,
        city: c.visitCity,
      }),
    ),
};

const connectionsSource: ExportSource = {
  type: 'connections',
  name: 'Aansluitingen',
  description: 'Alle aansluitingen met klant, EAN, product, adres, capaciteit en status.',
  needs: 'none',
  sheetName: 'Aansluitingen',
  columns: [
    { header: 'Klant', key: 'customer', width: 32, kind: 'text' },
    { header: 'EAN', key: 'ean', width: 20, kind: 'text' },
    { header: 'Product', key: 'product', width: 14, kind: 'text' },
    { header: 'Adres', key: 'address', width: 32, kind: 'text' },
    { header: 'Postcode', key: 'postcode', width: 10, kind: 'text' },
    { header: 'Plaats', key: 'city', width: 20, kind: 'text' },
    { header: 'Capaciteit', key: 'capacity', width: 14, kind: 'text' },
    { header: 'Status', key: 'status', width: 10, kind: 'text' },
  ],
  count: countScoped(connections, connections.customerId),
  batches: (db, actFor) =>
    byId(
      (after) =>
        db
          .select({ c: connections, customer: customers.name, id: connections.id })
          .from(connections)
          .innerJoin(customers, eq(customers.id, connections.customerId))
          .where(and(gt(connections.id, after), scoped(connections.customerId as never, actFor)))
          .orderBy(asc(connections.id))
          .limit(BATCH_ROWS),
      ({ c, customer }) => ({
        customer,
        ean: c.ean,
        product: PRODUCTS[c.product] ?? '',
        address: [c.street, c.houseNumber, c.houseNumberAddition].filter(Boolean).join(' '),
        postcode: c.postcode,
        city: c.city,
        capacity: c.capacity,
        status: c.status === 1 ? 'Actief' : 'Inactief',
      }),
    ),
};

const contactsSource: ExportSource = {
  type: 'contacts',
  name: 'Contactpersonen',
  description: 'Alle contactpersonen van klanten met functie, e-mailadres en telefoonnummers.',
  needs: 'none',
  sheetName: 'Contactpersonen',
  columns: [
    { header: 'Klant', key: 'customer', width: 32, kind: 'text' },
    { header: 'Naam', key: 'name', width: 28, kind: 'text' },
    { header: 'Functie', key: 'function', width: 24, kind: 'text' },
    { header: 'E-mailadres', key: 'email', width: 30, kind: 'text' },
    { header: 'Telefoonnummer', key: 'phone', width: 16, kind: 'text' },
    { header: 'Mobiel nummer', key: 'mobile', width: 16, kind: 'text' },
  ],
  count: countScoped(contacts, contacts.customerId),
  batches: (db, actFor) =>
    byId(
      (after) =>
        db
          .select({ c: contacts, customer: customers.name, id: contacts.id })
          .from(contacts)
          .innerJoin(customers, eq(customers.id, contacts.customerId))
          .where(and(gt(contacts.id, after), scoped(contacts.customerId as never, actFor)))
          .orderBy(asc(contacts.id))
          .limit(BATCH_ROWS),
      ({ c, customer }) => ({
        customer,
        name: fullName(c.firstName, c.lastName),
        function: c.function,
        email: c.emailAddress,
        phone: c.telephoneNumber,
        mobile: c.mobileNumber,
      }),
    ),
};

const worker = aliasedTable(users, 'worker');

const hoursSource: ExportSource = {
  type: 'hours',
  name: 'Uren',
  description: 'Alle geregistreerde uren met datum, medewerker, klant, omschrijving en duur.',
  needs: 'none',
  sheetName: 'Uren',
  columns: [
    { header: 'Datum', key: 'date', width: 12, kind: 'day' },
    { header: 'Medewerker', key: 'user', width: 24, kind: 'text' },
    { header: 'Klant', key: 'customer', width: 32, kind: 'text' },
    { header: 'Omschrijving', key: 'description', width: 50, kind: 'text' },
    { header: 'Bron', key: 'source', width: 12, kind: 'text' },
    { header: 'Uren', key: 'hours', width: 10, kind: 'decimal' },
  ],
  count: countScoped(hours, hours.customerId),
  batches: (db, actFor) =>
    byId(
      (after) =>
        db
          .select({
            id: hours.id,
            h: hours,
            customer: customers.name,
            first: worker.firstName,
            last: worker.lastName,
          })
          .from(hours)
          .innerJoin(customers, eq(customers.id, hours.customerId))
          .leftJoin(worker, eq(worker.id, hours.userId))
          .where(and(gt(hours.id, after), scoped(hours.customerId as never, actFor)))
          .orderBy(asc(hours.id))
          .limit(BATCH_ROWS),
      ({ h, customer, first, last }) => ({
        date: h.date,
        user: fullName(first, last),
        customer,
        description: h.description,
        source: h.source,
        hours: Math.round((h.seconds / 3600) * 100) / 100,
      }),
    ),
};

const AGREEMENT_STATUS_NAMES: Record<string, string> = {
  concept: 'Concept',
  'ter-ondertekening': 'Ter ondertekening',
  getekend: 'Getekend',
  actief: 'Actief',
  beeindigd: 'Beëindigd',
};

const agreementsSource: ExportSource = {
  type: 'agreements',
  name: 'Leveringsovereenkomsten',
  description: 'Alle leveringsovereenkomsten met klant, leverancier, product, looptijd en status.',
  needs: 'none',
  sheetName: 'Overeenkomsten',
  columns: [
    { header: 'Klant', key: 'customer', width: 32, kind: 'text' },
    { header: 'Leverancier', key: 'supplier', width: 24, kind: 'text' },
    { header: 'Product', key: 'product', width: 14, kind: 'text' },
    { header: 'Kenmerk', key: 'reference', width: 16, kind: 'text' },
    { header: 'Productnaam', key: 'productName', width: 24, kind: 'text' },
    { header: 'Prijstype', key: 'priceType', width: 12, kind: 'text' },
    { header: 'Begindatum', key: 'startDate', width: 12, kind: 'day' },
    { header: 'Einddatum', key: 'endDate', width: 12, kind: 'day' },
    { header: 'Opzegtermijn (maanden)', key: 'notice', width: 12, kind: 'integer' },
    { header: 'Status', key: 'status', width: 14, kind: 'text' },
  ],
  count: countScoped(supplyAgreements, supplyAgreements.customerId),
  batches: (db, actFor) =>
    byId(
      (after) =>
        db
          .select({
            id: supplyAgreements.id,
            a: supplyAgreements,
            customer: customers.name,
            supplier: suppliers.name,
          })
          .from(supplyAgreements)
          .innerJoin(customers, eq(customers.id, supplyAgreements.customerId))
          .leftJoin(suppliers, eq(suppliers.id, supplyAgreements.supplierId))
          .where(and(gt(supplyAgreements.id, after), scoped(supplyAgreements.customerId as never, actFor)))
          .orderBy(asc(supplyAgreements.id))
          .limit(BATCH_ROWS),
      ({ a, customer, supplier }) => ({
        customer,
        supplier,
        product: PRODUCTS[a.product] ?? '',
        reference: a.reference,
        productName: a.productName,
        priceType: { fixed: 'Vast', variable: 'Variabel', click: 'Klik' }[a.priceType] ?? a.priceType,
        startDate: a.startDate,
        endDate: a.endDate,
        notice: a.noticeMonths,
        status: AGREEMENT_STATUS_NAMES[a.status] ?? a.status,
      }),
    ),
};

export const EXPORT_SOURCES: Record<ExportType, ExportSource> = {
  customers: customersSource,
  connections: connectionsSource,
  contacts: contactsSource,
  hours: hoursSource,
  energy: energySource,
  agreements: agreementsSource,
  invoices: invoicesSource,
  'invoice-lines': invoiceLinesSource,
  'audit-results': auditResultsSource,
};

/** Agreements are offered once the table has rows (the agreements area fills it). */
export async function hasAgreements(db: Database): Promise<boolean> {
  const [row] = await db.select({ id: supplyAgreements.id }).from(supplyAgreements).limit(1);
  return Boolean(row);
}
