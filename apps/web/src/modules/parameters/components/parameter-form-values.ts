import { z } from 'zod';
import { formatNumber } from '@energiek/contracts/format';
import { bracketIssues, parameterBodySchema } from '@energiek/contracts/parameters';
import type {
  BracketIssue,
  ParameterBody,
  ParameterItem,
  ParameterKind,
} from '@energiek/contracts/parameters';

// The parameter form's values (everything as typed: strings, a decimal comma, '' for none) and how they
// become the body the contract describes. The form validates with parameterFormSchema: these values,
// turned into the body, checked by the contract's parameterBodySchema (the server's own schema), so the
// error of a field has the field's own name ('year', 'brackets.1.from').

export type BracketValues = { from: string; to: string; rate: string; rateNonBusiness: string };

export const FEE_FIELDS = [
  'fixedTransportFee',
  'periodicConnectionFee',
  'contractedCapacityRate',
  'maxKwRate',
  'kwhRate',
  'kwhRateLow',
  'kvarhRate',
  'meteringFee',
] as const;
export type FeeField = (typeof FEE_FIELDS)[number];

export type ParameterFormValues = {
  kind: ParameterKind;
  product: '1' | '2';
  year: string;
  brackets: BracketValues[];
  amount: string;
  validFrom: string | null;
  validTo: string | null;
  rate: string;
  gridOperatorId: string;
  connectionClass: string;
  measuringCompanyId: string;
  period: string;
  load: 'base' | 'peak';
  quoteDate: string | null;
  price: string;
  verified: boolean;
  source: string;
  note: string;
} & Record<FeeField, string>;

/** A stored decimal as the form shows it: a decimal comma. */
const shown = (value: string | null | undefined) => (value ?? '').replace('.', ',');
/** A bracket bound with thousands separators ('10.000'). */
export const shownBound = (value: number | null) => (value === null ? '' : formatNumber(value));

const emptyBracket: BracketValues = { from: '0', to: '', rate: '', rateNonBusiness: '' };

export function parameterFormValues(kind: ParameterKind, item?: ParameterItem): ParameterFormValues {
  const values: ParameterFormValues = {
    kind: item?.kind ?? kind,
    product: '1',
    year: item ? String(item.year) : String(new Date().getFullYear()),
    brackets: [emptyBracket],
    amount: '',
    validFrom: null,
    validTo: null,
    rate: '',
    gridOperatorId: '',
    connectionClass: '',
    measuringCompanyId: '',
    period: '',
    load: 'base',
    quoteDate: null,
    price: '',
    verified: item?.verified ?? false,
    source: item?.source ?? '',
    note: item?.note ?? '',
    ...(Object.fromEntries(FEE_FIELDS.map((field) => [field, ''])) as Record<FeeField, string>),
  };
  if (!item) return values;
  switch (item.kind) {
    case 'energy-tax':
    case 'ode':
      return {
        ...values,
        product: item.product === 2 ? '2' : '1',
        brackets: item.brackets.map((b) => ({
          from: shownBound(b.from),
          to: shownBound(b.to),
          rate: shown(b.rate),
          rateNonBusiness: shown(b.rateNonBusiness),
        })),
      };
    case 'tax-reduction':
      return { ...values, amount: shown(item.amount) };
    case 'vat':
      return { ...values, validFrom: item.validFrom, validTo: item.validTo, rate: shown(item.rate) };
    case 'grid-tariff':
      return {
        ...values,
        product: item.product === 2 ? '2' : '1',
        gridOperatorId: String(item.gridOperatorId),
        connectionClass: item.connectionClass,
        ...(Object.fromEntries(FEE_FIELDS.map((field) => [field, shown(item[field])])) as Record<
          FeeField,
          string
        >),
      };
    case 'metering-tariff':
      return {
        ...values,
        product: item.product === 2 ? '2' : '1',
        measuringCompanyId: String(item.measuringCompanyId),
        meteringFee: shown(item.meteringFee),
      };
    case 'forward-price':
      return {
        ...values,
        product: item.product === 2 ? '2' : '1',
        period: item.period,
        load: item.load,
        quoteDate: item.quoteDate,
        price: shown(item.price),
      };
  }
}

/** A typed whole number ('10.000', '10 000') as a number; other text goes as is, so the contract names it. */
export function parseBound(text: string): number | string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const compact = trimmed.replace(/[.\s]/g, '');
  return /^\d+$/.test(compact) ? Number(compact) : trimmed;
}

const yearOf = (text: string): number | string =>
  /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : text;

/** The body the server expects for the chosen kind (fields of other kinds are left out). */
export function toParameterBody(values: ParameterFormValues): ParameterBody {
  const meta = { verified: values.verified, source: values.source, note: values.note };
  const product = values.product === '2' ? 2 : 1;
  switch (values.kind) {
    case 'energy-tax':
    case 'ode':
      return {
        kind: values.kind,
        product,
        year: yearOf(values.year) as number,
        brackets: values.brackets.map((b) => ({
          from: (parseBound(b.from) ?? '') as number,
          to: parseBound(b.to) as number | null,
          rate: b.rate,
          rateNonBusiness: b.rateNonBusiness,
        })),
        ...meta,
      };
    case 'tax-reduction':
      return { kind: 'tax-reduction', year: yearOf(values.year) as number, amount: values.amount, ...meta };
    case 'vat':
      return {
        kind: 'vat',
        validFrom: values.validFrom ?? '',
        validTo: values.validTo,
        rate: values.rate,
        ...meta,
      };
    case 'grid-tariff':
      return {
        kind: 'grid-tariff',
        gridOperatorId: (values.gridOperatorId ? Number(values.gridOperatorId) : undefined) as number,
        year: yearOf(values.year) as number,
        product,
        connectionClass: values.connectionClass,
        ...(Object.fromEntries(FEE_FIELDS.map((field) => [field, values[field]])) as Record<
          FeeField,
          string
        >),
        ...meta,
      };
    case 'metering-tariff':
      return {
        kind: 'metering-tariff',
        measuringCompanyId: (values.measuringCompanyId
          ? Number(values.measuringCompanyId)
          : undefined) as number,
        year: yearOf(values.year) as number,
        product,
        meteringFee: values.meteringFee,
        ...meta,
      };
    case 'forward-price':
      return {
        kind: 'forward-price',
        product,
        period: values.period,
        load: values.load,
        quoteDate: values.quoteDate ?? '',
        price: values.price,
        ...meta,
      };
  }
}

/** The live check under the bracket table: the problems of the bounds typed so far. */
export function liveBracketIssues(brackets: readonly BracketValues[]): BracketIssue[] {
  const bounds = brackets.map((b) => ({ from: parseBound(b.from), to: parseBound(b.to) }));
  if (bounds.some((b) => typeof b.from !== 'number' || typeof b.to === 'string')) return [];
  return bracketIssues(bounds as { from: number; to: number | null }[]);
}

const formValuesSchema = z.custom<ParameterFormValues>(
  (value) => typeof value === 'object' && value !== null,
);

/** Validated by the contract's rules, sent as the contract's body. */
export const parameterFormSchema = formValuesSchema.transform(toParameterBody).pipe(parameterBodySchema);
