import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { text } from './primitives.ts';
import { listQuerySchema } from './envelopes.ts';
import { MESSAGES } from './messages.ts';

// Legal entities ("entiteiten") of a customer: the companies that hold connections and receive invoices.
// Dutch formats of DOMAIN.md: KvK 8 digits, VAT NL…B01, postcode '1234 AB', IBAN mod-97 checked.

export const ENTITY_MESSAGES = {
  nameRequired: 'Vul een naam in.',
  kvkNumber: 'Een KvK-nummer bestaat uit 8 cijfers.',
  vatNumber: 'Vul een geldig btw-nummer in, bijvoorbeeld NL123456789B01.',
  postcode: 'Vul een geldige postcode in, bijvoorbeeld 1234 AB.',
  iban: 'Dit is geen geldig IBAN.',
  inUse: 'Deze entiteit heeft nog aansluitingen en kan niet worden verwijderd.',
} as const;

/** Trimmed text; an empty string is stored as null. */
export const optionalText = (max: number) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));

/** '1234ab' / '1234 ab' → '1234 AB'; null when it is not a Dutch postcode. */
export function normalisePostcode(value: string): string | null {
  const match = /^([1-9]\d{3})\s*([a-zA-Z]{2})$/.exec(value.trim());
  return match ? `${match[1]} ${match[2]?.toUpperCase()}` : null;
}

/** An optional Dutch postcode, normalised to '1234 AB'. */
export const postcodeSchema = text()
  .trim()
  .max(10)
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const postcode = normalisePostcode(value);
    if (!postcode) {
      ctx.addIssue({ code: 'custom', message: ENTITY_MESSAGES.postcode });
      return z.NEVER;
    }
    return postcode;
  });

/** 'NL12 ABNA 0123 4567 89' → 'NL12ABNA0123456789' when the IBAN is valid (country format and mod-97). */
export function normaliseIban(value: string): string | null {
  const compact = electronicFormatIBAN(value.trim());
  return compact && isValidIBAN(compact) ? compact : null;
}

/** 'NL12ABNA0123456789' → 'NL12 ABNA 0123 4567 89' for display. */
export function formatIban(value: string | null | undefined): string {
  if (!value) return '';
  return value.replace(/(.{4})(?=.)/g, '$1 ');
}

/** KvK: 8 digits (spaces and dots typed in between are dropped). */
export function normaliseKvkNumber(value: string): string | null {
  const compact = value.replace(/[\s.]/g, '');
  return /^\d{8}$/.test(compact) ? compact : null;
}

/** Dutch VAT number NL + 9 digits + B + 2 digits, upper case without spaces or dots. */
export function normaliseVatNumber(value: string): string | null {
  const compact = value.replace(/[\s.]/g, '').toUpperCase();
  return /^NL\d{9}B\d{2}$/.test(compact) ? compact : null;
}

const normalised = (normalise: (value: string) => string | null, message: string, max = 40) =>
  text()
    .trim()
    .max(max)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      const result = normalise(value);
      if (!result) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return result;
    });

const entityFields = {
  name: text(ENTITY_MESSAGES.nameRequired).trim().min(1, ENTITY_MESSAGES.nameRequired).max(200),
  kvkNumber: normalised(normaliseKvkNumber, ENTITY_MESSAGES.kvkNumber),
  vatNumber: normalised(normaliseVatNumber, ENTITY_MESSAGES.vatNumber),
  street: optionalText(200),
  houseNumber: optionalText(20),
  postcode: postcodeSchema,
  city: optionalText(100),
  invoiceEmailAddress: text()
    .trim()
    .toLowerCase()
    .max(254)
    .nullish()
    .transform((value, ctx) => {
      if (!value) return null;
      if (!z.email().safeParse(value).success) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidEmail });
        return z.NEVER;
      }
      return value;
    }),
  invoiceStreet: optionalText(200),
  invoiceHouseNumber: optionalText(20),
  invoicePostcode: postcodeSchema,
  invoiceCity: optionalText(100),
  iban: normalised(normaliseIban, ENTITY_MESSAGES.iban, 50),
};

export const entityCreateSchema = z
  .object(entityFields)
  .describe('A legal entity; empty optional fields are stored as null.');
export type EntityCreate = z.input<typeof entityCreateSchema>;

export const entityUpdateSchema = z.object(entityFields).partial();
export type EntityUpdate = z.input<typeof entityUpdateSchema>;

export const entityItemSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  name: text(),
  kvkNumber: text().nullable(),
  vatNumber: text().nullable(),
  street: text().nullable(),
  houseNumber: text().nullable(),
  postcode: text().nullable(),
  city: text().nullable(),
  invoiceEmailAddress: text().nullable(),
  invoiceStreet: text().nullable(),
  invoiceHouseNumber: text().nullable(),
  invoicePostcode: text().nullable(),
  invoiceCity: text().nullable(),
  iban: text().nullable().describe('Electronic format, e.g. NL91ABNA0417164300.'),
  connectionCount: z.number().int().describe('Connections held by this entity.'),
  createdAt: text(),
  updatedAt: text(),
});
export type EntityItem = z.infer<typeof entityItemSchema>;

export const ENTITY_SORTS = ['name', 'city', 'kvkNumber', 'createdAt'] as const;

export const entityListQuerySchema = listQuerySchema.extend({
  sort: z
    .enum([...ENTITY_SORTS, ...ENTITY_SORTS.map((s) => `-${s}` as const)])
    .default('name')
    .describe('name (default), city, kvkNumber or createdAt; - prefix for descending.'),
});
export type EntityListQuery = z.input<typeof entityListQuerySchema>;
