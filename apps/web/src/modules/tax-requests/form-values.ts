import { z } from 'zod';
import { formatNumber } from '@energiek/contracts/format';
import { nextDay } from '@energiek/domain/calendar';
import {
  TAX_REQUEST_STATUSES,
  TAX_REQUEST_TYPES,
  lastDayOf,
  sumOfYears,
  taxRequestBodySchema,
  type TaxRequestBody,
  type TaxRequestItem,
  type TaxRequestPrefill,
} from '@energiek/contracts/tax-requests';
import { dutchNumber } from '../../components/form/dutch-number.ts';

// The request form's values as the inputs hold them (decimals with a comma, an inclusive end day, select
// values as strings), piped into the contract so client and server validate alike.

export type ConnectionRow = {
  connectionId: number;
  ean: string;
  address: string;
  volume: string;
  priorVolume: string;
  reduction: boolean;
  /** Volumes per calendar year (from the money finder); null: one volume split by days. */
  years: { year: string; volume: string }[] | null;
};

// The connection rows read their typed volumes with it too.

const formValuesSchema = z.object({
  type: z.enum(TAX_REQUEST_TYPES),
  product: z.enum(['1', '2']),
  from: z.string().nullable(),
  /** The last day (inclusive); the body's `to` is the day after. */
  to: z.string().nullable(),
  business: z.boolean(),
  properties: z.string(),
  status: z.enum(TAX_REQUEST_STATUSES),
  note: z.string(),
  connections: z.array(
    z.object({
      connectionId: z.number(),
      ean: z.string(),
      address: z.string(),
      volume: z.string(),
      priorVolume: z.string(),
      reduction: z.boolean(),
      years: z.array(z.object({ year: z.string(), volume: z.string() })).nullable(),
    }),
  ),
  documentIds: z.array(z.number()),
  actionIds: z.array(z.number()),
});

/** The values as the contract's body (numbers, an exclusive `to`). */
function toBody(values: z.output<typeof formValuesSchema>): TaxRequestBody {
  return {
    type: values.type,
    product: values.product === '2' ? 2 : 1,
    from: values.from ?? '',
    to: values.to ? nextDay(values.to) : '',
    business: values.business,
    properties: values.type === 'multiple-properties' ? dutchNumber(values.properties) : null,
    status: values.status,
    note: values.note,
    connections: values.connections.map((c) => {
      const volumeByYear = c.years
        ? Object.fromEntries(c.years.map((y) => [y.year, dutchNumber(y.volume)]))
        : null;
      return {
        connectionId: c.connectionId,
        volume: volumeByYear ? sumOfYears(volumeByYear) : dutchNumber(c.volume),
        volumeByYear,
        priorVolume: c.priorVolume.trim() ? dutchNumber(c.priorVolume) : 0,
        reduction: values.product === '1' && c.reduction,
      };
    }),
    documentIds: values.documentIds,
    actionIds: values.actionIds,
  };
}

/** The form's schema: its values → the body → the contract (errors keep the field names). */
export const taxRequestFormSchema = formValuesSchema.transform(toBody).pipe(taxRequestBodySchema);

export type TaxRequestFormValues = z.input<typeof taxRequestFormSchema>;

/** 40000 → '40.000', 30000.5 → '30.000,5' (as a Dutch user types it). */
export const decimalText = (value: number) => formatNumber(value, (String(value).split('.')[1] ?? '').length);

function yearRows(volumeByYear: Record<string, number> | null | undefined): ConnectionRow['years'] {
  if (!volumeByYear) return null;
  return Object.keys(volumeByYear)
    .sort()
    .map((year) => ({ year, volume: decimalText(volumeByYear[year]!) }));
}

export function formValues(
  request: TaxRequestItem | undefined,
  prefill?: TaxRequestPrefill | null,
): TaxRequestFormValues {
  const year = new Date().getFullYear() - 1;
  if (!request && prefill) {
    return {
      type: prefill.type,
      product: prefill.product === 2 ? '2' : '1',
      from: prefill.from,
      to: lastDayOf(prefill.to),
      business: true,
      properties: '',
      status: 'concept',
      note: '',
      connections: prefill.connections.map((c) => ({
        connectionId: c.connectionId,
        ean: c.ean,
        address: c.address,
        volume: decimalText(c.volume),
        priorVolume: '',
        reduction: c.reduction,
        years: yearRows(c.volumeByYear),
      })),
      documentIds: [],
      actionIds: [],
    };
  }
  if (!request) {
    return {
      type: 'complex',
      product: '1',
      from: `${year}-01-01`,
      to: `${year}-12-31`,
      business: true,
      properties: '',
      status: 'concept',
      note: '',
      connections: [],
      documentIds: [],
      actionIds: [],
    };
  }
  return {
    type: request.type,
    product: request.product === 2 ? '2' : '1',
    from: request.from,
    to: lastDayOf(request.to),
    business: request.business,
    properties: request.properties === null ? '' : String(request.properties),
    status: request.status,
    note: request.note,
    connections: request.connections.map((c) => ({
      connectionId: c.connectionId,
      ean: c.ean,
      address: c.address,
      volume: decimalText(c.volume),
      priorVolume: c.priorVolume ? decimalText(c.priorVolume) : '',
      reduction: c.reduction,
      years: yearRows(c.volumeByYear),
    })),
    documentIds: request.documents.map((d) => d.id),
    actionIds: request.actions.map((a) => a.id),
  };
}
