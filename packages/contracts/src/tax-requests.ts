import { z } from 'zod';
import { previousDay } from '@energiek/domain/calendar';
import type { PermissionRule } from './access.ts';
import { listMetaSchema, pagingQuery, sortParam } from './envelopes.ts';
import { isoDay, refId, text } from './primitives.ts';

// Energy-tax refund requests (issue 12, module taxrequest): customer tab customers/{customerId}/tax-requests
// and the back-office list tax-requests. The amount is computed by the engine from the stored volumes.

export const TAX_REQUEST_TYPES = ['complex', 'anbi', 'multiple-properties'] as const;
export type TaxRequestType = (typeof TAX_REQUEST_TYPES)[number];

export const TAX_REQUEST_STATUSES = ['concept', 'ingediend', 'toegekend', 'afgewezen', 'uitbetaald'] as const;
export type TaxRequestStatus = (typeof TAX_REQUEST_STATUSES)[number];

export const TAX_REQUEST_TYPE_LABELS: Record<TaxRequestType, string> = {
  complex: 'Complexbepaling',
  anbi: 'ANBI/SBBI 50 % teruggaaf',
  'multiple-properties': 'Meer panden achter één aansluiting',
};

export const TAX_REQUEST_STATUS_LABELS: Record<TaxRequestStatus, string> = {
  concept: 'Concept',
  ingediend: 'Ingediend',
  toegekend: 'Toegekend',
  afgewezen: 'Afgewezen',
  uitbetaald: 'Uitbetaald',
};

/** Where a status may go next (the same status is always allowed: a save without a status change). */
export const TAX_REQUEST_TRANSITIONS: Record<TaxRequestStatus, readonly TaxRequestStatus[]> = {
  concept: ['ingediend'],
  ingediend: ['concept', 'toegekend', 'afgewezen'],
  toegekend: ['uitbetaald', 'ingediend'],
  afgewezen: ['ingediend'],
  uitbetaald: [],
};

export function canMoveTo(from: TaxRequestStatus, to: TaxRequestStatus): boolean {
  return from === to || TAX_REQUEST_TRANSITIONS[from].includes(to);
}

export const TAX_REQUEST_MESSAGES = {
  type: 'Kies het soort verzoek.',
  product: 'Kies elektriciteit of gas.',
  from: 'Vul een geldige begindatum in.',
  to: 'Vul een geldige einddatum in.',
  periodReversed: 'De einddatum moet na de begindatum liggen.',
  periodTooLong: 'Een verzoek beslaat hoogstens 5 jaar.',
  volume: 'Vul een volume in van 0 of meer.',
  priorVolume: 'Vul een eerder verbruik in van 0 of meer.',
  connectionsComplex: 'Kies minstens twee aansluitingen voor de complexbepaling.',
  connectionsOne: 'Kies minstens één aansluiting.',
  connectionsMultiple: 'Kies precies één elektriciteitsaansluiting.',
  connectionTwice: 'Een aansluiting staat twee keer in het verzoek.',
  unknownConnection: 'Deze aansluiting hoort niet bij deze klant.',
  wrongProduct: 'Deze aansluiting is van een ander product dan het verzoek.',
  multipleElectricity: 'Meer panden achter één aansluiting geldt alleen voor elektriciteit.',
  properties: 'Vul het aantal panden in (2 of meer).',
  unknownDocument: 'Dit document hoort niet bij deze klant.',
  unknownAction: 'Deze actie hoort niet bij deze klant.',
  status: 'Kies een geldige status.',
  transition: (from: string, to: string) => `Een verzoek met status ${from} kan niet naar ${to}.`,
  onlyConcept: 'Alleen een verzoek in concept kan worden gewijzigd of verwijderd.',
  noteTooLong: 'De toelichting mag maximaal 2000 tekens bevatten.',
  yearsOfPeriod: 'De volumes per jaar horen bij precies de jaren van de periode.',
  yearsSum: 'Het volume is niet de som van de volumes per jaar.',
  tooMany: 'Een verzoek heeft hoogstens 200 aansluitingen, documenten of acties.',
  invalidSort: 'Sorteren op dit veld is niet mogelijk.',
  glasshouseMixed:
    'Glastuinbouw (verlaagd gastarief) en gewoon gas kunnen niet in één verzoek: maak voor elk een eigen verzoek.',
} as const;

const MAX_VOLUME = 1_000_000_000_000;
const MAX_PERIOD_DAYS = 5 * 366;
const MAX_LINKS = 200;

const volume = (message: string) => z.number({ error: message }).min(0, message).max(MAX_VOLUME, message);
const dayMs = (iso: string) => Date.parse(`${iso}T00:00:00Z`);

export const taxRequestConnectionInputSchema = z.object({
  connectionId: refId(TAX_REQUEST_MESSAGES.unknownConnection),
  volume: volume(TAX_REQUEST_MESSAGES.volume).describe('kWh or m³ over the request period.'),
  priorVolume: volume(TAX_REQUEST_MESSAGES.priorVolume)
    .default(0)
    .describe('Consumed in the first year before the period starts.'),
  reduction: z.boolean().default(true).describe('The connection has a verblijfsfunctie.'),
  volumeByYear: z
    .record(text().regex(/^\d{4}$/, TAX_REQUEST_MESSAGES.yearsOfPeriod), volume(TAX_REQUEST_MESSAGES.volume))
    .nullable()
    .default(null)
    .describe(
      'Volume per calendar year of the period ({"2024": 12345.678}), as the money finder computed it; ' +
        'volume must be their sum. null: the volume is split over the years by days.',
    ),
});

/** The calendar years a period [from, to) touches. */
export function yearsOfPeriod(from: string, toExclusive: string): number[] {
  const first = Number(from.slice(0, 4));
  const last = Number(previousDay(toExclusive).slice(0, 4));
  const years: number[] = [];
  for (let year = first; year <= last; year += 1) years.push(year);
  return years;
}

/** Σ per-year volumes to the stored precision (3 decimals), without a float sum's tail. */
export function sumOfYears(volumeByYear: Readonly<Record<string, number>>): number {
  const thousandths = Object.values(volumeByYear).reduce((sum, v) => sum + Math.round(v * 1000), 0);
  return thousandths / 1000;
}

const links = (message: string) =>
  z.array(refId(message)).max(MAX_LINKS, TAX_REQUEST_MESSAGES.tooMany).default([]);

export const taxRequestBodySchema = z
  .object({
    type: z.enum(TAX_REQUEST_TYPES, { error: TAX_REQUEST_MESSAGES.type }),
    product: z.union([z.literal(1), z.literal(2)], { error: TAX_REQUEST_MESSAGES.product }),
    from: isoDay(TAX_REQUEST_MESSAGES.from).describe('First day of the consumption period.'),
    to: isoDay(TAX_REQUEST_MESSAGES.to).describe('Day after the last day (exclusive).'),
    business: z.boolean().default(true),
    properties: z
      .number({ error: TAX_REQUEST_MESSAGES.properties })
      .int(TAX_REQUEST_MESSAGES.properties)
      .min(2, TAX_REQUEST_MESSAGES.properties)
      .max(10_000, TAX_REQUEST_MESSAGES.properties)
      .nullable()
      .default(null)
      .describe('Properties behind the one connection (type multiple-properties).'),
    status: z
      .enum(TAX_REQUEST_STATUSES, { error: TAX_REQUEST_MESSAGES.status })
      .optional()
      .describe('Omitted: concept on create, unchanged on update.'),
    note: text().trim().max(2000, TAX_REQUEST_MESSAGES.noteTooLong).default(''),
    connections: z
      .array(taxRequestConnectionInputSchema)
      .max(MAX_LINKS, TAX_REQUEST_MESSAGES.tooMany)
      .describe('Connections with their volumes over the period.'),
    documentIds: links(TAX_REQUEST_MESSAGES.unknownDocument).describe('Library documents (ids).'),
    actionIds: links(TAX_REQUEST_MESSAGES.unknownAction).describe('Linked actions (ids).'),
  })
  .superRefine((body, issue) => {
    const from = dayMs(body.from);
    const to = dayMs(body.to);
    if (!Number.isNaN(from) && !Number.isNaN(to)) {
      if (to <= from)
        issue.addIssue({ code: 'custom', path: ['to'], message: TAX_REQUEST_MESSAGES.periodReversed });
      else if ((to - from) / 86_400_000 > MAX_PERIOD_DAYS) {
        issue.addIssue({ code: 'custom', path: ['to'], message: TAX_REQUEST_MESSAGES.periodTooLong });
      }
    }
    const count = body.connections.length;
    if (body.type === 'complex' && count < 2) {
      issue.addIssue({
        code: 'custom',
        path: ['connections'],
        message: TAX_REQUEST_MESSAGES.connectionsComplex,
      });
    }
    if (body.type === 'anbi' && count < 1) {
      issue.addIssue({ code: 'custom', path: ['connections'], message: TAX_REQUEST_MESSAGES.connectionsOne });
    }
    if (body.type === 'multiple-properties') {
      if (count !== 1) {
        issue.addIssue({
          code: 'custom',
          path: ['connections'],
          message: TAX_REQUEST_MESSAGES.connectionsMultiple,
        });
      }
      if (body.product !== 1) {
        issue.addIssue({
          code: 'custom',
          path: ['product'],
          message: TAX_REQUEST_MESSAGES.multipleElectricity,
        });
      }
      if (body.properties === null) {
        issue.addIssue({ code: 'custom', path: ['properties'], message: TAX_REQUEST_MESSAGES.properties });
      }
    }
    const periodYears =
      !Number.isNaN(from) && !Number.isNaN(to) && to > from ? yearsOfPeriod(body.from, body.to) : null;
    body.connections.forEach((c, index) => {
      if (!c.volumeByYear || !periodYears) return;
      const years = Object.keys(c.volumeByYear).map(Number).sort();
      if (years.join() !== periodYears.join()) {
        issue.addIssue({
          code: 'custom',
          path: ['connections', index, 'volumeByYear'],
          message: TAX_REQUEST_MESSAGES.yearsOfPeriod,
        });
      } else if (Math.abs(sumOfYears(c.volumeByYear) - c.volume) >= 0.0005) {
        issue.addIssue({
          code: 'custom',
          path: ['connections', index, 'volume'],
          message: TAX_REQUEST_MESSAGES.yearsSum,
        });
      }
    });
    const ids = body.connections.map((c) => c.connectionId);
    if (new Set(ids).size !== ids.length) {
      issue.addIssue({
        code: 'custom',
        path: ['connections'],
        message: TAX_REQUEST_MESSAGES.connectionTwice,
      });
    }
  })
  .describe('A tax refund request (create and update take the same body).');
export type TaxRequestBody = z.input<typeof taxRequestBodySchema>;
export type TaxRequestBodyParsed = z.output<typeof taxRequestBodySchema>;

export const taxRequestConnectionSchema = z.object({
  connectionId: z.number().int(),
  ean: text(),
  address: text().describe('Street, house number and city, as one line.'),
  volume: z.number(),
  priorVolume: z.number(),
  reduction: z.boolean(),
  volumeByYear: z
    .record(text(), z.number())
    .nullable()
    .describe('Volume per calendar year; null: split over the years by days.'),
});

export const taxRequestSchema = z
  .object({
    id: z.number().int(),
    customerId: z.number().int(),
    customerName: text(),
    type: z.enum(TAX_REQUEST_TYPES),
    product: z.union([z.literal(1), z.literal(2)]),
    from: text(),
    to: text().describe('Exclusive.'),
    business: z.boolean(),
    properties: z.number().int().nullable(),
    status: z.enum(TAX_REQUEST_STATUSES),
    amount: z
      .number()
      .describe('€ to be refunded, computed by the engine (negative: the request gains nothing).'),
    deadline: text().describe('Last day to file, YYYY-MM-DD.'),
    deadlinePassed: z
      .boolean()
      .describe('The deadline lies before today (Europe/Amsterdam): filing now is too late.'),
    yearDeadlines: z
      .array(z.object({ year: z.number().int(), deadline: text(), passed: z.boolean() }))
      .describe(
        "Each calendar year's own last day to file (a refund is claimed per year: 2021's part of a complex request ends 31-12-2026).",
      ),
    earliestDeadline: z
      .object({ year: z.number().int(), deadline: text() })
      .nullable()
      .describe('The first deadline still ahead when it comes before the last one: the year at risk.'),
    unverifiedYears: z
      .array(z.number().int())
      .describe('Years of the period whose rates an admin has not verified against the official table.'),
    glasshouse: z
      .boolean()
      .describe(
        'Every connection is glasshouse horticulture gas: computed with the reduced gas rates (never verified).',
      ),
    note: text(),
    letterDocumentId: z.number().int().nullable(),
    connections: z.array(taxRequestConnectionSchema),
    documents: z.array(z.object({ id: z.number().int(), fileName: text() })),
    actions: z.array(z.object({ id: z.number().int(), subject: text() })),
    createdAt: text(),
    updatedAt: text(),
  })
  .describe('A tax refund request.');
export type TaxRequestItem = z.infer<typeof taxRequestSchema>;

export const taxRequestListItemSchema = taxRequestSchema
  .pick({
    id: true,
    customerId: true,
    customerName: true,
    type: true,
    product: true,
    from: true,
    to: true,
    status: true,
    amount: true,
    deadline: true,
    letterDocumentId: true,
    updatedAt: true,
  })
  .extend({
    nextDeadline: text().describe(
      "The deadline that matters today: the first calendar year's part not yet expired, else the last (YYYY-MM-DD).",
    ),
  });
export type TaxRequestListItem = z.infer<typeof taxRequestListItemSchema>;

export const TAX_REQUEST_SORTS = [
  'deadline',
  'amount',
  'status',
  'from',
  'customerName',
  'updatedAt',
] as const;

export const taxRequestListQuerySchema = z.object({
  q: text().trim().max(200).optional().describe('Customer name or note.'),
  status: z.enum(TAX_REQUEST_STATUSES, { error: TAX_REQUEST_MESSAGES.status }).optional(),
  type: z.enum(TAX_REQUEST_TYPES, { error: TAX_REQUEST_MESSAGES.type }).optional(),
  ...pagingQuery,
  sort: sortParam(TAX_REQUEST_SORTS, TAX_REQUEST_MESSAGES.invalidSort)
    .default('deadline')
    .describe('deadline, amount, status, from, customerName or updatedAt; prefix - for descending.'),
});
export type TaxRequestListQuery = z.input<typeof taxRequestListQuerySchema>;

export const taxRequestListResponseSchema = z.object({
  data: z.array(taxRequestListItemSchema),
  meta: listMetaSchema,
});
export const taxRequestResponseSchema = z.object({ data: taxRequestSchema });

/** Reading requests: the module and the taxes permission. */
export const TAX_REQUESTS_READ = {
  allOf: ['mod:taxrequest', 'financial-taxes-heffing:read'],
} as const satisfies PermissionRule;
/** Preparing and filing requests is the consultancy's work: admins only. */
export const TAX_REQUESTS_WRITE = {
  allOf: ['mod:taxrequest', 'financial-taxes-heffing:read', 'is:admin'],
} as const satisfies PermissionRule;

/** The last day of a period whose `to` is exclusive (YYYY-MM-DD). */
export function lastDayOf(toExclusive: string): string {
  return previousDay(toExclusive);
}

/** A new request filled in from elsewhere (the money finder on /v3/taxes), carried in the create URL. */
export type TaxRequestPrefill = {
  type: TaxRequestType;
  product: 1 | 2;
  from: string;
  /** Exclusive. */
  to: string;
  connections: {
    connectionId: number;
    ean: string;
    address: string;
    volume: number;
    reduction: boolean;
    /** The finder's volume per year (the request's amount is then the finder's). */
    volumeByYear?: Record<string, number>;
  }[];
};

/** The query string of customers/{customerId}/tax-requests/create for a prefill. */
export function prefillSearch(prefill: TaxRequestPrefill): string {
  const params = new URLSearchParams({
    type: prefill.type,
    product: String(prefill.product),
    from: prefill.from,
    to: prefill.to,
  });
  for (const c of prefill.connections) {
    params.append('c', [c.connectionId, c.ean, c.volume, c.reduction ? 1 : 0, c.address].join('~'));
    if (c.volumeByYear) {
      const years = Object.entries(c.volumeByYear).map(([year, v]) => `${year}:${v}`);
      params.append('y', `${c.connectionId}~${years.join(';')}`);
    }
  }
  return params.toString();
}

/** The prefill of a create URL, or null when it holds none (or nothing usable). */
export function readPrefill(params: URLSearchParams): TaxRequestPrefill | null {
  const type = TAX_REQUEST_TYPES.find((t) => t === params.get('type'));
  const product = params.get('product') === '2' ? 2 : params.get('product') === '1' ? 1 : null;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (!type || !product || !/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return null;
  const byYear = new Map<number, Record<string, number>>();
  for (const value of params.getAll('y')) {
    const [id, years = ''] = value.split('~');
    const entries = years.split(';').map((pair) => pair.split(':'));
    const valid = entries.every(([year, v]) => /^\d{4}$/.test(year ?? '') && Number(v) >= 0 && v !== '');
    if (valid && entries.length > 0) {
      byYear.set(Number(id), Object.fromEntries(entries.map(([year, v]) => [year!, Number(v)])));
    }
  }
  const connections = params.getAll('c').flatMap((value) => {
    const [id, ean = '', volume, reduction, ...address] = value.split('~');
    const connectionId = Number(id);
    const v = Number(volume);
    if (!Number.isInteger(connectionId) || connectionId < 1 || !Number.isFinite(v) || v < 0) return [];
    const volumeByYear = byYear.get(connectionId);
    return [
      {
        connectionId,
        ean,
        address: address.join('~'),
        volume: v,
        reduction: reduction === '1',
        ...(volumeByYear ? { volumeByYear } : {}),
      },
    ];
  });
  return { type, product, from, to, connections };
}
