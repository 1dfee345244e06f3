import { z } from 'zod';
import { formatNumber } from '@energiek/contracts/format';
import {
  AGREEMENT_STATUSES,
  PRICE_TYPES,
  supplyAgreementBodySchema,
  type SupplyAgreementBody,
  type SupplyAgreementItem,
} from '@energiek/contracts/supply-agreements';
import { dutchNumber as dutchNumberOf } from '../../../components/form/dutch-number.ts';

// The agreement form's values as the inputs hold them (ids and numbers as text, decimals with a comma),
// piped into the contract so client and server validate alike and errors keep the field names.

/** A Dutch number that may start with a euro sign: '€ 6,95' → 6.95; '' → NaN (the contract names the field). */
export function dutchNumber(text: string): number {
  return dutchNumberOf(text.replace(/\s/g, '').replace(/^€/, ''));
}

const optional = (text: string) => (text.trim() ? dutchNumber(text) : null);
const idOrNull = (text: string) => (text ? Number(text) : null);

const rateRow = z.object({
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  single: z.string(),
  normal: z.string(),
  low: z.string(),
  gas: z.string(),
  indexName: z.string(),
  markup: z.string(),
  fixedFeeMonth: z.string(),
  greenCertificates: z.string(),
});
export type RateRow = z.infer<typeof rateRow>;

const connectionRow = z.object({
  connectionId: z.number(),
  ean: z.string(),
  address: z.string(),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
});
export type ConnectionRow = z.infer<typeof connectionRow>;

const formValuesSchema = z.object({
  customerId: z.string(),
  customerName: z.string(),
  entityId: z.string(),
  supplierId: z.string(),
  product: z.enum(['1', '2']),
  reference: z.string(),
  productName: z.string(),
  priceType: z.enum(PRICE_TYPES),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  noticeMonths: z.string(),
  tacitRenewal: z.boolean(),
  renewalMonths: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  documentId: z.string(),
  note: z.string(),
  connections: z.array(connectionRow),
  rates: z.array(rateRow),
});

function toBody(v: z.output<typeof formValuesSchema>): SupplyAgreementBody {
  return {
    customerId: v.customerId ? Number(v.customerId) : Number.NaN,
    entityId: idOrNull(v.entityId),
    supplierId: v.supplierId ? Number(v.supplierId) : Number.NaN,
    product: v.product === '2' ? 2 : 1,
    reference: v.reference,
    productName: v.productName,
    priceType: v.priceType,
    startDate: v.startDate ?? '',
    endDate: v.endDate ?? '',
    noticeMonths: v.noticeMonths.trim() ? dutchNumber(v.noticeMonths) : 0,
    tacitRenewal: v.tacitRenewal,
    renewalMonths: v.tacitRenewal ? optional(v.renewalMonths) : null,
    status: v.status,
    documentId: idOrNull(v.documentId),
    note: v.note,
    connections: v.connections.map((c) => ({
      connectionId: c.connectionId,
      fromDate: c.fromDate,
      toDate: c.toDate,
    })),
    rates: v.rates.map((r) => ({
      validFrom: r.validFrom ?? '',
      validTo: r.validTo,
      single: optional(r.single),
      normal: optional(r.normal),
      low: optional(r.low),
      gas: optional(r.gas),
      indexName: r.indexName.trim() || null,
      markup: optional(r.markup),
      fixedFeeMonth: r.fixedFeeMonth.trim() ? dutchNumber(r.fixedFeeMonth) : 0,
      greenCertificates: optional(r.greenCertificates),
    })),
  };
}

export const agreementFormSchema = formValuesSchema.transform(toBody).pipe(supplyAgreementBodySchema);
export type AgreementFormValues = z.input<typeof agreementFormSchema>;

/** 0.121 → '0,121'; 6.5 → '6,5'; null → ''. */
const decimalText = (value: number | null) =>
  value === null ? '' : formatNumber(value, (String(value).split('.')[1] ?? '').length);

export function emptyRate(validFrom: string | null): RateRow {
  return {
    validFrom,
    validTo: null,
    single: '',
    normal: '',
    low: '',
    gas: '',
    indexName: '',
    markup: '',
    fixedFeeMonth: '',
    greenCertificates: '',
  };
}

export function formValues(agreement: SupplyAgreementItem | undefined): AgreementFormValues {
  if (!agreement) {
    const year = new Date().getFullYear() + 1;
    return {
      customerId: '',
      customerName: '',
      entityId: '',
      supplierId: '',
      product: '1',
      reference: '',
      productName: '',
      priceType: 'fixed',
      startDate: `${year}-01-01`,
      endDate: `${year}-12-31`,
      noticeMonths: '1',
      tacitRenewal: false,
      renewalMonths: '',
      status: 'concept',
      documentId: '',
      note: '',
      connections: [],
      rates: [emptyRate(`${year}-01-01`)],
    };
  }
  return {
    customerId: String(agreement.customerId),
    customerName: agreement.customerName,
    entityId: agreement.entityId ? String(agreement.entityId) : '',
    supplierId: String(agreement.supplierId),
    product: agreement.product === 2 ? '2' : '1',
    reference: agreement.reference,
    productName: agreement.productName,
    priceType: agreement.priceType,
    startDate: agreement.startDate,
    endDate: agreement.endDate,
    noticeMonths: String(agreement.noticeMonths),
    tacitRenewal: agreement.tacitRenewal,
    renewalMonths: agreement.renewalMonths ? String(agreement.renewalMonths) : '',
    status: agreement.status,
    documentId: agreement.documentId ? String(agreement.documentId) : '',
    note: agreement.note,
    connections: agreement.connections.map((c) => ({ ...c })),
    rates: agreement.rates.map((r) => ({
      validFrom: r.validFrom,
      validTo: r.validTo,
      single: decimalText(r.single),
      normal: decimalText(r.normal),
      low: decimalText(r.low),
      gas: decimalText(r.gas),
      indexName: r.indexName ?? '',
      markup: decimalText(r.markup),
      fixedFeeMonth: r.fixedFeeMonth ? decimalText(r.fixedFeeMonth) : '',
      greenCertificates: decimalText(r.greenCertificates),
    })),
  };
}
