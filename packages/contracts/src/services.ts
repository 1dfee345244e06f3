import { z } from 'zod';
import type { PermissionRule } from './access.ts';
import { text } from './primitives.ts';

// The services a customer can receive (spec route customers/{customerId}/services, is:admin) and the
// module each one grants. A customer's modules are those of its services active today.

export type ServiceDefinition = {
  key: string;
  /** Dutch name shown to admins. */
  name: string;
  /** The module (spec §6 mod:/wl: flags) the service grants, or null for a service without one. */
  module: string | null;
};

export const SERVICES = [
  { key: 'monitoring', name: 'Energiemonitoring', module: 'ems' },
  { key: 'purchase', name: 'Inkoop', module: 'purchase' },
  { key: 'invoice-control', name: 'Factuurcontrole', module: 'invoicecontrol' },
  { key: 'mutations', name: 'Mutatiebeheer', module: 'mutations' },
  { key: 'budgets', name: 'Budgettering', module: 'budgets' },
  { key: 'tax-refund', name: 'Teruggaaf energiebelasting', module: 'taxrequest' },
  { key: 'energy-saving', name: 'Energiebesparing', module: 'energysaving' },
  { key: 'advice', name: 'Advies', module: null },
  { key: 'contract-management', name: 'Contractbeheer', module: null },
] as const satisfies readonly ServiceDefinition[];

export type ServiceKey = (typeof SERVICES)[number]['key'];
export const SERVICE_KEYS = SERVICES.map((service) => service.key) as [ServiceKey, ...ServiceKey[]];

export function serviceDefinition(key: string): ServiceDefinition | undefined {
  return SERVICES.find((service) => service.key === key);
}

export const SERVICE_MESSAGES = {
  unknown: 'Deze dienst bestaat niet.',
  duplicate: 'Deze dienst staat al in de lijst.',
  startRequired: 'Vul een startdatum in.',
  dateInvalid: 'Vul een geldige datum in (DD/MM/JJJJ).',
  endBeforeStart: 'De einddatum moet op of na de startdatum liggen.',
  notesTooLong: 'De notitie mag maximaal 2000 tekens bevatten.',
  saved: 'De diensten zijn opgeslagen.',
} as const;

/** A real calendar day written YYYY-MM-DD. */
function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const isoDate = (message: string) => text(message).refine(isIsoDay, SERVICE_MESSAGES.dateInvalid);

export const customerServiceInputSchema = z
  .object({
    service: z.enum(SERVICE_KEYS, { error: SERVICE_MESSAGES.unknown }),
    startDate: isoDate(SERVICE_MESSAGES.startRequired).describe('YYYY-MM-DD, first day.'),
    endDate: isoDate(SERVICE_MESSAGES.dateInvalid).nullable().default(null).describe('YYYY-MM-DD, last day.'),
    notes: text()
      .trim()
      .max(2000, SERVICE_MESSAGES.notesTooLong)
      .nullable()
      .default(null)
      .transform((value) => value || null),
  })
  .refine((value) => value.endDate === null || value.endDate >= value.startDate, {
    message: SERVICE_MESSAGES.endBeforeStart,
    path: ['endDate'],
  });
export type CustomerServiceInput = z.input<typeof customerServiceInputSchema>;

export const customerServicesBodySchema = z
  .object({
    services: z.array(customerServiceInputSchema).max(SERVICES.length * 2),
  })
  .superRefine((body, context) => {
    const seen = new Set<string>();
    body.services.forEach((entry, index) => {
      if (seen.has(entry.service)) {
        context.addIssue({
          code: 'custom',
          message: SERVICE_MESSAGES.duplicate,
          path: ['services', index, 'service'],
        });
      }
      seen.add(entry.service);
    });
  })
  .describe('The complete list of services of the customer; services left out are removed.');
export type CustomerServicesBody = z.input<typeof customerServicesBodySchema>;

export const customerServiceSchema = z.object({
  service: z.enum(SERVICE_KEYS),
  name: text(),
  module: text().nullable(),
  startDate: text(),
  endDate: text().nullable(),
  notes: text().nullable(),
  /** Runs today (start ≤ today ≤ end, Europe/Amsterdam). */
  active: z.boolean(),
  pricePerYear: text()
    .nullable()
    .describe("The definition's € per year (/v3/control/services); null: not set."),
  description: text().nullable().describe("The definition's description; null: none."),
});
export type CustomerServiceItem = z.infer<typeof customerServiceSchema>;

export const customerServicesSchema = z
  .object({
    services: z.array(customerServiceSchema),
    modules: z.array(text()).describe("The customer's modules, derived from its active services."),
  })
  .describe("A customer's services and the modules they grant.");
export type CustomerServices = z.infer<typeof customerServicesSchema>;

/** Whether a service period includes the day (all YYYY-MM-DD, so string comparison is date order). */
export function isServiceActive(entry: { startDate: string; endDate: string | null }, day: string): boolean {
  return entry.startDate <= day && (entry.endDate === null || entry.endDate >= day);
}

/** The modules granted by the services active on the day, sorted and without duplicates. */
export function modulesOfServices(
  entries: readonly { service: string; startDate: string; endDate: string | null }[],
  day: string,
): string[] {
  const modules = new Set<string>();
  for (const entry of entries) {
    const module = serviceDefinition(entry.service)?.module;
    if (module && isServiceActive(entry, day)) modules.add(module);
  }
  return [...modules].sort();
}

// --- Service definitions (/v3/control/services, module-services-definitions) ----------------------------

/**
 * Reading the definitions: the spec's screen permission, control (is:admin). The spec also names
 * module-services-definitions:read, but its own access rule (§6) checks every area whose name contains
 * "mod" against the modules list, so that key would be "read" in the modules list and lock everyone out.
 * Changing price and description is for a full admin (the catalogue drives every customer's offer).
 */
export const SERVICE_DEFINITIONS_READ = 'is:admin' as const satisfies PermissionRule;
export const SERVICE_DEFINITIONS_WRITE = { fullAdmin: true } as const satisfies PermissionRule;

export const SERVICE_DEFINITION_MESSAGES = {
  price: 'Vul een bedrag in euro in, bijvoorbeeld 1.250,00.',
  descriptionTooLong: 'De omschrijving mag maximaal 2000 tekens bevatten.',
  saved: 'De dienst is opgeslagen.',
} as const;

/**
 * An amount in euro as an exact decimal string with at most 2 decimals ("1.250,00", "1250.5", "€ 99"
 * → "1250.00", "1250.50", "99.00"); undefined when it is none. Never through a float.
 */
export function parseEuroAmount(input: string): string | undefined {
  let raw = input.trim().replace(/^€\s*/, '');
  if (raw.includes(',')) {
    // Dutch: dots group thousands (only in groups of three), the comma is the decimal mark.
    if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(raw)) return undefined;
    raw = raw.replace(/\./g, '').replace(',', '.');
  }
  if (!/^\d{1,10}(\.\d{1,2})?$/.test(raw)) return undefined;
  const [whole = '0', fraction = ''] = raw.split('.');
  return `${BigInt(whole).toString()}.${fraction.padEnd(2, '0')}`;
}

export const serviceDefinitionSchema = z
  .object({
    service: z.enum(SERVICE_KEYS),
    name: text(),
    modules: z.array(text()).describe('The modules (mod: flags) the service grants; empty for none.'),
    pricePerYear: text()
      .nullable()
      .describe('€ per year excl. VAT, exact decimal ("1250.00"); null: not set.'),
    description: text().nullable(),
    updatedAt: text().nullable().describe('When price or description last changed; null: never.'),
  })
  .describe("A service definition: what the customer's Diensten tab offers.");
export type ServiceDefinitionItem = z.infer<typeof serviceDefinitionSchema>;

export const serviceDefinitionParams = z.object({
  service: z.enum(SERVICE_KEYS, { error: SERVICE_MESSAGES.unknown }),
});

export const serviceDefinitionBodySchema = z
  .object({
    pricePerYear: text(SERVICE_DEFINITION_MESSAGES.price)
      .nullable()
      .transform((value, context) => {
        if (value === null || value.trim() === '') return null;
        const amount = parseEuroAmount(value);
        if (amount === undefined) {
          context.addIssue({ code: 'custom', message: SERVICE_DEFINITION_MESSAGES.price });
          return z.NEVER;
        }
        return amount;
      })
      .describe('€ per year excl. VAT: "1.250,00" or "1250.00"; null or empty clears it.'),
    description: text()
      .trim()
      .max(2000, SERVICE_DEFINITION_MESSAGES.descriptionTooLong)
      .nullable()
      .transform((value) => value || null),
  })
  .strict();
export type ServiceDefinitionBody = z.input<typeof serviceDefinitionBodySchema>;
