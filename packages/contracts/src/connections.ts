import { z } from 'zod';
import { id, isIsoDay, refId, text } from './primitives.ts';
import { isValidEan } from './ean.ts';
import { optionalText, postcodeSchema } from './entities.ts';
import { listQuerySchema } from './envelopes.ts';
import { compactEan, formatEan } from './format.ts';

// Connections ("aansluitingen", DOMAIN.md): one EAN-18 per connection per commodity, capacity classes and
// profile categories per product, the market parties that serve it.

export const PRODUCT_ELECTRICITY = 1;
export const PRODUCT_GAS = 2;
export const PRODUCTS = [PRODUCT_ELECTRICITY, PRODUCT_GAS] as const;
export type Product = (typeof PRODUCTS)[number];

export const PRODUCT_NAMES: Record<Product, string> = { 1: 'Elektriciteit', 2: 'Gas' };
/** Electricity that also feeds back (hasProd). */
export const PRODUCTION_NAME = 'Elektriciteit + teruglevering';

/** The kind shown in lists: electricity, electricity with production, gas. */
export function connectionKindName(product: number, hasProd: boolean): string {
  if (product === PRODUCT_GAS) return PRODUCT_NAMES[PRODUCT_GAS];
  return hasProd ? PRODUCTION_NAME : PRODUCT_NAMES[PRODUCT_ELECTRICITY];
}

export const CONNECTION_STATUS_NAMES: Record<0 | 1, string> = { 1: 'Actief', 0: 'Inactief' };

/** Small ("kleinverbruik") electricity: up to 3x80A (DOMAIN.md). */
export const SMALL_ELECTRICITY_CAPACITIES = [
  '1x6A',
  '1x10A',
  '1x25A',
  '1x35A',
  '3x25A',
  '3x35A',
  '3x40A',
  '3x50A',
  '3x63A',
  '3x80A',
] as const;
/** Large ("grootverbruik") electricity: low-voltage classes above 3x80A and medium-voltage classes. */
export const LARGE_ELECTRICITY_CAPACITIES = [
  '3x100A',
  '3x125A',
  '3x160A',
  '3x200A',
  '3x250A',
  'MS-D',
  'TS/MS',
] as const;
/** Small gas: G4–G25 (≤ 40 m³/h). */
export const SMALL_GAS_CAPACITIES = ['G4', 'G6', 'G10', 'G16', 'G25'] as const;
/** Large gas meters above G25. */
export const LARGE_GAS_CAPACITIES = ['G40', 'G65', 'G100', 'G160', 'G250', 'G400', 'G650', 'G1000'] as const;

export const CAPACITY_CLASSES: Record<Product, { small: readonly string[]; large: readonly string[] }> = {
  1: { small: SMALL_ELECTRICITY_CAPACITIES, large: LARGE_ELECTRICITY_CAPACITIES },
  2: { small: SMALL_GAS_CAPACITIES, large: LARGE_GAS_CAPACITIES },
};

/** Unit of the contracted capacity of a large connection. */
export const CONTRACTED_CAPACITY_UNITS: Record<Product, string> = { 1: 'kW', 2: 'm³/h' };

/** True for a large-consumption class of this product; false for small; null when unknown for it. */
export function isLargeCapacity(product: number, capacity: string): boolean | null {
  const classes = CAPACITY_CLASSES[product as Product];
  if (!classes) return null;
  if (classes.small.includes(capacity)) return false;
  if (classes.large.includes(capacity)) return true;
  return null;
}

/** Profile categories per product (DOMAIN.md); CONNECTION_PROFILE_CATEGORIES is the db schema's PROFILE_CATEGORIES. */
export const ELECTRICITY_PROFILE_CATEGORIES = [
  'E1A',
  'E1B',
  'E1C',
  'E2A',
  'E2B',
  'E3A',
  'E3B',
  'E3C',
  'E3D',
  'E4A',
] as const;
export const GAS_PROFILE_CATEGORIES = ['G1A', 'G2A', 'G2C', 'GXX', 'GGV'] as const;
export const CONNECTION_PROFILE_CATEGORIES = [
  ...ELECTRICITY_PROFILE_CATEGORIES,
  ...GAS_PROFILE_CATEGORIES,
] as const;
export type ConnectionProfileCategory = (typeof CONNECTION_PROFILE_CATEGORIES)[number];
export const PROFILE_CATEGORIES_BY_PRODUCT: Record<Product, readonly ConnectionProfileCategory[]> = {
  1: ELECTRICITY_PROFILE_CATEGORIES,
  2: GAS_PROFILE_CATEGORIES,
};

/** Physical state as the grid operator reports it. */
export const PHYSICAL_STATUSES = [
  'Aangelegd',
  'In bedrijf',
  'Uit bedrijf',
  'Afgesloten',
  'Gesloopt',
] as const;

export const CONNECTION_MESSAGES = {
  eanInvalid: 'Dit is geen geldige EAN-code.',
  eanTaken: 'Deze EAN-code bestaat al voor dit product.',
  productRequired: 'Kies elektriciteit of gas.',
  hasProdGas: 'Alleen een elektriciteitsaansluiting kan teruglevering hebben.',
  capacityElectricity: 'Kies een geldige capaciteit voor elektriciteit, bijvoorbeeld 3x25A.',
  capacityGas: 'Kies een geldige capaciteit voor gas, bijvoorbeeld G6.',
  contractedRequired: (unit: string) => `Vul het gecontracteerde vermogen in (${unit}).`,
  contractedSmall: 'Een kleinverbruikaansluiting heeft geen gecontracteerd vermogen.',
  contractedRange: 'Vul een positief getal in.',
  profileElectricity: 'Kies een profielcategorie voor elektriciteit (E1A tot en met E4A).',
  profileGas: 'Kies een profielcategorie voor gas (G1A, G2A, G2C, GXX of GGV).',
  physicalStatus: 'Kies een geldige fysieke status.',
  date: 'Vul een geldige datum in.',
  endBeforeStart: 'De einddatum mag niet voor de begindatum liggen.',
  entityOther: 'Deze entiteit hoort niet bij deze klant.',
  gridOperatorUnknown: 'Deze netbeheerder bestaat niet.',
  gridOperatorCommodity: 'Deze netbeheerder beheert geen aansluitingen voor dit product.',
  measuringCompanyUnknown: 'Dit meetbedrijf bestaat niet.',
  supplierUnknown: 'Deze leverancier bestaat niet.',
  trafoUnknown: 'Deze trafo bestaat niet.',
  inUse: 'Deze aansluiting is nog in gebruik en kan niet worden verwijderd.',
} as const;

// The EAN formatters live with the other display formats; kept importable from here too.
export { compactEan, formatEan };

type AddressParts = {
  street?: string | null;
  houseNumber?: string | null;
  houseNumberAddition?: string | null;
  postcode?: string | null;
  city?: string | null;
};

/** 'Dorpsstraat 12A, 1234 AB Amsterdam'; an addition that is not a single letter gets a hyphen. */
export function formatConnectionAddress(parts: AddressParts): string {
  const addition = parts.houseNumberAddition?.trim() ?? '';
  const number = parts.houseNumber?.trim() ?? '';
  const joined =
    number && addition
      ? /^[a-zA-Z]$/.test(addition)
        ? `${number}${addition}`
        : `${number}-${addition.replace(/^-/, '')}`
      : number;
  const line1 = [parts.street?.trim(), joined].filter(Boolean).join(' ');
  const line2 = [parts.postcode?.trim(), parts.city?.trim()].filter(Boolean).join(' ');
  return [line1, line2].filter(Boolean).join(', ');
}

const optionalRef = refId().nullish();
const isoDate = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, CONNECTION_MESSAGES.date)
  .refine(isIsoDay, CONNECTION_MESSAGES.date)
  .nullish();

const connectionFields = {
  ean: text(CONNECTION_MESSAGES.eanInvalid)
    .transform(compactEan)
    .refine(isValidEan, CONNECTION_MESSAGES.eanInvalid)
    .describe('EAN-18: 18 digits with a GS1 check digit; spaces are dropped.'),
  product: z
    .union([z.literal(PRODUCT_ELECTRICITY), z.literal(PRODUCT_GAS)], {
      error: CONNECTION_MESSAGES.productRequired,
    })
    .describe('1 electricity, 2 gas.'),
  hasProd: z.boolean().describe('Electricity only: the connection also feeds back.'),
  street: optionalText(200),
  houseNumber: optionalText(20),
  houseNumberAddition: optionalText(20),
  postcode: postcodeSchema,
  city: optionalText(100),
  entityId: optionalRef.describe('A legal entity of the same customer.'),
  gridOperatorId: optionalRef,
  measuringCompanyId: optionalRef,
  supplierId: optionalRef,
  trafoId: optionalRef,
  capacity: optionalText(20).describe("Capacity class: '3x25A', 'MS-D' (electricity) or 'G6', 'G65' (gas)."),
  contractedCapacity: z
    .number({ error: CONNECTION_MESSAGES.contractedRange })
    .positive(CONNECTION_MESSAGES.contractedRange)
    .max(999_999_999)
    .nullish()
    .describe('Large connections: contracted kW (electricity) or m³/h (gas).'),
  profileCategory: z
    .enum(CONNECTION_PROFILE_CATEGORIES, { error: 'Kies een geldige profielcategorie.' })
    .nullish(),
  status: z
    .union([z.literal(0), z.literal(1)], { error: 'Kies actief of inactief.' })
    .describe('1 active, 0 inactive.'),
  physicalStatus: z.enum(PHYSICAL_STATUSES, { error: CONNECTION_MESSAGES.physicalStatus }).nullish(),
  startDate: isoDate.describe('YYYY-MM-DD'),
  endDate: isoDate.describe('YYYY-MM-DD, not before startDate'),
  showInEms: z.boolean().describe('Shown in energy monitoring (EMS).'),
  notes: optionalText(5000),
};

export const connectionCreateSchema = z
  .object({
    ...connectionFields,
    hasProd: connectionFields.hasProd.optional(),
    status: connectionFields.status.optional(),
    showInEms: connectionFields.showInEms.optional(),
  })
  .describe('A connection; the rules between fields (product, capacity, profile, dates) are checked too.');
export type ConnectionCreate = z.input<typeof connectionCreateSchema>;

export const connectionUpdateSchema = z.object(connectionFields).partial();
export type ConnectionUpdate = z.input<typeof connectionUpdateSchema>;

const ref = z.object({ id: z.number().int(), name: text() });
export type PartyRef = z.infer<typeof ref>;

export const connectionItemSchema = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  ean: text(),
  product: z.number().int().describe('1 electricity, 2 gas.'),
  productName: text().describe("'Elektriciteit' or 'Gas'."),
  hasProd: z.boolean(),
  formattedAddress: text().optional().describe("with=address: 'Dorpsstraat 12A, 1234 AB Amsterdam'."),
  street: text().nullable().optional(),
  houseNumber: text().nullable().optional(),
  houseNumberAddition: text().nullable().optional(),
  postcode: text().nullable().optional(),
  city: text().nullable().optional(),
  status: z.number().int(),
  statusName: text(),
  physicalStatus: text().nullable(),
  entityId: z.number().int().nullable(),
  entity: ref.nullable(),
  gridOperatorId: z.number().int().nullable(),
  gridOperator: ref.nullable().optional().describe('with=gridOperator'),
  measuringCompanyId: z.number().int().nullable(),
  measuringCompany: ref.nullable().optional().describe('with=measuringCompany'),
  supplierId: z.number().int().nullable(),
  supplier: ref
    .nullable()
    .optional()
    .describe(
      "with=supplier: who supplies today — the supplier of the agreement in force, else the connection's own supplierId.",
    ),
  supplierFromAgreement: z
    .boolean()
    .optional()
    .describe('with=supplier: true when supplier comes from the supply agreement in force today.'),
  supplierSource: z
    .enum(['agreement', 'connection'])
    .nullable()
    .optional()
    .describe(
      "with=supplier: where supplier comes from — 'agreement' (in force today) or 'connection' (the connection's own field: no supply agreement in force); null without a supplier.",
    ),
  trafoId: z.number().int().nullable(),
  trafo: ref.nullable().optional().describe('with=trafo'),
  capacity: text().nullable(),
  contractedCapacity: z.number().nullable(),
  profileCategory: text().nullable(),
  startDate: text().nullable(),
  endDate: text().nullable(),
  showInEms: z.boolean(),
  notes: text().nullable(),
  createdAt: text(),
  updatedAt: text(),
});
export type ConnectionItem = z.infer<typeof connectionItemSchema>;

export const CONNECTION_RELATIONS = [
  'address',
  'gridOperator',
  'measuringCompany',
  'supplier',
  'trafo',
] as const;
export type ConnectionRelation = (typeof CONNECTION_RELATIONS)[number];

export const CONNECTION_SORTS = ['ean', 'product', 'status', 'city', 'street', 'createdAt'] as const;

const flag = z.enum(['0', '1', 'true', 'false']).transform((value) => value === '1' || value === 'true');

/** GET customers/{customerId}/connections (spec §7): the connection search of pickers and the list. */
export const connectionListQuerySchema = listQuerySchema.extend({
  q: text().trim().max(200).optional().describe('Words matched against the EAN and the address.'),
  limit: z.coerce.number().int().min(1).max(999).default(10),
  with: text()
    .max(200)
    .optional()
    .describe(`Comma separated: ${CONNECTION_RELATIONS.join(', ')}.`),
  status: z.enum(['0', '1']).transform(Number).optional().describe('1 active, 0 inactive.'),
  showInEms: flag.optional(),
  product: z.enum(['1', '2']).transform(Number).optional().describe('1 electricity, 2 gas.'),
  hasProd: flag.optional(),
  entityId: id().optional(),
  gridOperatorId: id().optional(),
  supplierId: id().optional(),
  sort: z
    .enum([...CONNECTION_SORTS, ...CONNECTION_SORTS.map((s) => `-${s}` as const)])
    .default('ean')
    .describe('ean (default), product, status, city, street or createdAt; - prefix for descending.'),
});
export type ConnectionListQuery = z.input<typeof connectionListQuerySchema>;

/** GET one connection: ?with= adds relations (the address always comes along). */
export const connectionGetQuerySchema = connectionListQuerySchema.pick({ with: true });
