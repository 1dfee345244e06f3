import { z } from 'zod';
import { id, isIsoDay, refId, text } from './primitives.ts';

// Data-access authorisations ("machtigingen") per connection (issue 16): who may fetch the meter data
// and from when to when. API customers/{customerId}/connections/{connectionId}/authorisations.

export const DATA_AUTHORISATION_KINDS = ['p4', 'metering-portal', 'grid-operator', 'other'] as const;
export type DataAuthorisationKind = (typeof DATA_AUTHORISATION_KINDS)[number];

export const DATA_AUTHORISATION_KIND_NAMES: Record<DataAuthorisationKind, string> = {
  p4: 'P4 / EDSN (kleinverbruik)',
  'metering-portal': 'Portaal meetbedrijf',
  'grid-operator': 'Netbeheerder',
  other: 'Anders',
};

export const AUTHORISATION_STATUSES = ['valid', 'expiring', 'expired', 'future', 'none'] as const;
export type AuthorisationStatusName = (typeof AUTHORISATION_STATUSES)[number];

export const AUTHORISATION_STATUS_NAMES: Record<AuthorisationStatusName, string> = {
  valid: 'Geldig',
  expiring: 'Verloopt binnenkort',
  expired: 'Verlopen',
  future: 'Nog niet ingegaan',
  none: 'Geen machtiging',
};

export const DATA_AUTHORISATION_MESSAGES = {
  kind: 'Kies het soort machtiging.',
  party: 'Kies een meetbedrijf of vul de partij in.',
  partyBoth: 'Kies een meetbedrijf óf vul een andere partij in, niet allebei.',
  measuringCompanyUnknown: 'Dit meetbedrijf bestaat niet.',
  date: 'Vul een geldige datum in.',
  validFromRequired: 'Vul de datum in vanaf wanneer de machtiging geldt.',
  endBeforeStart: 'De einddatum mag niet voor de begindatum liggen.',
  documentOther: 'Dit document staat niet in de bibliotheek van deze klant.',
  connectionNotFound: 'Deze aansluiting bestaat niet.',
} as const;

const M = DATA_AUTHORISATION_MESSAGES;
const day = (message: string) => text(message).refine(isIsoDay, message);
const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullish();

export const dataAuthorisationBodySchema = z
  .object({
    kind: z
      .enum(DATA_AUTHORISATION_KINDS, { error: M.kind })
      .describe('p4, metering-portal, grid-operator, other.'),
    measuringCompanyId: refId(M.measuringCompanyUnknown)
      .nullish()
      .describe('The metering company (master data) that may fetch the data; or partyName.'),
    partyName: optionalText(200).describe('Another party, in free text, when not a metering company.'),
    reference: optionalText(100).describe('The number or account of the authorisation at the party.'),
    validFrom: day(M.validFromRequired).describe('First valid day, YYYY-MM-DD.'),
    validTo: day(M.date).nullish().describe('Last valid day (inclusive), YYYY-MM-DD; none: until withdrawn.'),
    documentId: refId(M.documentOther)
      .nullish()
      .describe('The signed authorisation in the customer library.'),
  })
  .describe('A data-access authorisation; create and update take the whole record.');
export type DataAuthorisationBody = z.input<typeof dataAuthorisationBodySchema>;

export const connectionAuthorisationParams = z.object({ customerId: id(), connectionId: id() });
export const connectionAuthorisationIdParams = connectionAuthorisationParams.extend({ id: id() });

export const dataAuthorisationItemSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  connectionId: z.number().int(),
  kind: z.enum(DATA_AUTHORISATION_KINDS),
  kindName: text(),
  measuringCompanyId: z.number().int().nullable(),
  partyName: text().nullable(),
  party: text().describe('The metering company name or the free-text party.'),
  reference: text().nullable(),
  validFrom: text(),
  validTo: text().nullable(),
  documentId: z.number().int().nullable(),
  documentName: text().nullable(),
  createdBy: text().nullable().describe('Full name of the user who registered it.'),
  createdAt: text(),
  status: z.enum(AUTHORISATION_STATUSES).describe('Of this authorisation alone, today (Europe/Amsterdam).'),
});
export type DataAuthorisationItem = z.infer<typeof dataAuthorisationItemSchema>;

export const dataAuthorisationListSchema = z.object({
  data: z.array(dataAuthorisationItemSchema),
  meta: z.object({
    status: z.enum(AUTHORISATION_STATUSES).describe("The connection's status, renewals taken into account."),
    validTo: text().nullable().describe('Covered without a gap until this day; null: open-ended or none.'),
  }),
});
