import type { CustomerActivity } from '@energiek/contracts/customers';
import type { Executor as Database } from '@energiek/db/client';
import { recentCustomerActions, recentCustomerComments } from './customer-activity.repository.ts';
import { recentCustomerAudit } from './customers.repository.ts';

// The dashboard's recent activity, described in Dutch: audit entries about this customer's data, and the
// actions, notes and comments written for it, newest first.

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

const ACTIVITY_LIMIT = 10;
const COMMENT_PREVIEW = 80;

type Person = { firstName: string | null; lastName: string | null };

const nameOf = (person: Person): string | null =>
  person.firstName === null ? null : [person.firstName, person.lastName].filter(Boolean).join(' ');

function preview(content: string): string {
  const flat = content.replace(/\s+/g, ' ').trim();
  return flat.length > COMMENT_PREVIEW ? `${flat.slice(0, COMMENT_PREVIEW - 1)}…` : flat;
}

export async function recentActivity(db: Database, customerId: number): Promise<CustomerActivity[]> {
  const [audit, actionRows, comments] = await Promise.all([
    recentCustomerAudit(db, customerId, ACTIVITY_EVENTS, ACTIVITY_LIMIT),
    recentCustomerActions(db, customerId, ACTIVITY_LIMIT),
    recentCustomerComments(db, customerId, ACTIVITY_LIMIT),
  ]);
  const entries: (CustomerActivity & { at: number })[] = [
    ...audit.map((row) => ({
      id: row.id,
      event: row.event,
      description: describeActivity(row.event, row.details),
      userName: nameOf(row),
      createdAt: row.createdAt.toISOString(),
      at: row.createdAt.getTime(),
    })),
    ...actionRows.map((row) => ({
      id: row.id,
      event: row.type === 'note' ? 'notes.created' : 'actions.created',
      description: `${row.type === 'note' ? 'Notitie' : 'Actie'} aangemaakt: ${row.subject}`,
      userName: nameOf(row),
      createdAt: row.createdAt.toISOString(),
      at: row.createdAt.getTime(),
    })),
    ...comments.map((row) => ({
      id: row.id,
      event: 'action_comments.created',
      description: `Reactie bij ${row.subject}: ${preview(row.content)}`,
      userName: nameOf(row),
      createdAt: row.createdAt.toISOString(),
      at: row.createdAt.getTime(),
    })),
  ];
  return entries
    .sort((a, b) => b.at - a.at)
    .slice(0, ACTIVITY_LIMIT)
    .map(({ at: _at, ...entry }) => entry);
}
