import type { CustomerActivity } from '@energiek/contracts/customers';
import type { Executor as Database } from '@energiek/db/client';
import { recentCustomerAudit } from './customers.repository.ts';

// The dashboard's recent activity: audit entries about this customer's data, described in Dutch.

const SUBJECTS: Record<string, string> = {
  contacts: 'Contactpersoon',
  entities: 'Entiteit',
  connections: 'Aansluiting',
  documents: 'Document',
};
const ACTIONS: Record<string, string> = {
  created: 'toegevoegd',
  updated: 'gewijzigd',
  deleted: 'verwijderd',
};

/** Dutch names of customer fields, for 'Klantgegevens gewijzigd: naam, KvK-nummer'. */
const FIELD_NAMES: Record<string, string> = {
  name: 'naam',
  number: 'klantnummer',
  subType: 'klanttype',
  status: 'status',
  kvkNumber: 'KvK-nummer',
  vatNumber: 'btw-nummer',
  iban: 'IBAN',
  emailAddress: 'e-mailadres',
  phoneNumber: 'telefoonnummer',
  website: 'website',
  visitStreet: 'bezoekadres',
  visitHouseNumber: 'bezoekadres',
  visitPostcode: 'bezoekadres',
  visitCity: 'bezoekadres',
  postalStreet: 'postadres',
  postalHouseNumber: 'postadres',
  postalPostcode: 'postadres',
  postalCity: 'postadres',
  accountManagerId: 'accountmanager',
  modules: 'modules',
  notes: 'notities',
};

/** Every event the dashboard describes; others (sign-ins, searches, switches) are never shown. */
export const ACTIVITY_EVENTS: readonly string[] = [
  'customers.created',
  'customers.updated',
  ...Object.keys(SUBJECTS).flatMap((subject) => Object.keys(ACTIONS).map((action) => `${subject}.${action}`)),
];

export function describeActivity(event: string, details: Record<string, unknown>): string {
  if (event === 'customers.created') return 'Klant aangemaakt';
  if (event === 'customers.updated') {
    const fields = Array.isArray(details.fields) ? details.fields.map(String) : [];
    const names = [...new Set(fields.map((field) => FIELD_NAMES[field]).filter(Boolean))];
    return names.length > 0 ? `Klantgegevens gewijzigd: ${names.join(', ')}` : 'Klantgegevens gewijzigd';
  }
  const [subject = '', action = ''] = event.split('.');
  const label = `${SUBJECTS[subject] ?? subject} ${ACTIONS[action] ?? action}`;
  return typeof details.name === 'string' && details.name ? `${label}: ${details.name}` : label;
}

export async function recentActivity(db: Database, customerId: number): Promise<CustomerActivity[]> {
  const rows = await recentCustomerAudit(db, customerId, ACTIVITY_EVENTS, 10);
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    description: describeActivity(row.event, row.details),
    userName: row.firstName === null ? null : [row.firstName, row.lastName].filter(Boolean).join(' '),
    createdAt: row.createdAt.toISOString(),
  }));
}
