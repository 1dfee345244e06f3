// The parser's answer (parse-e-invoice.ts), in a file of its own so that the syntax mappers (ubl.ts, cii.ts)
// and the parser that calls them do not import each other.
import type { FieldError } from './e-invoice-values.ts';

export type EInvoiceFormat = 'ubl-invoice' | 'ubl-credit-note' | 'cii';

export type ParsedEInvoiceParty = {
  name: string;
  vatNumber: string | null;
  /** Chamber of Commerce (KvK) number: an identifier with scheme 0106. */
  kvkNumber: string | null;
  /** GLN (scheme 0088) when there is one, else the first other party identifier or endpoint. */
  glnOrOther: string | null;
  /** The trading name when it differs from the legal name in `name`. */
  tradingName?: string | null;
  /** Every party identifier the invoice gives, with its scheme (ISO 6523 ICD, 'VAT', …) when it says. */
  identifiers?: { scheme: string | null; id: string }[];
};

export type ParsedEInvoiceLine = {
  id: string;
  description: string;
  quantity: string;
  unitCode: string | null;
  unitPrice: string | null;
  amount: string;
  vatRate: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  ean: string | null;
  /** The quantity the unit price is for, when the invoice says (e.g. a price per 100 kWh). */
  priceBaseQuantity?: string | null;
  /** VAT category code (S, Z, E, AE, K, G, O, L, M). */
  vatCategory?: string | null;
  note?: string | null;
};

export type ParsedEInvoice = {
  format: EInvoiceFormat;
  customizationId: string | null;
  number: string;
  kind: 'invoice' | 'credit-note';
  invoiceDate: string;
  dueDate: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  currency: string;
  precedingInvoiceNumber: string | null;
  seller: ParsedEInvoiceParty;
  buyer: ParsedEInvoiceParty;
  deliveryEan: string | null;
  lines: ParsedEInvoiceLine[];
  allowanceCharges: { charge: boolean; reason: string | null; amount: string; vatRate: string | null }[];
  vat: { rate: string; base: string; amount: string; category?: string | null }[];
  totalExclVat: string;
  totalVat: string;
  totalInclVat: string;
  payableAmount: string;
  attachments: { filename: string; mimeType: string; content: Buffer }[];
  /** Sum of the line amounts as the invoice states it (BT-106). */
  lineTotal?: string | null;
  allowanceTotal?: string | null;
  chargeTotal?: string | null;
  prepaidAmount?: string | null;
  roundingAmount?: string | null;
  typeCode?: string | null;
  notes?: string[];
  /** Things worth showing that do not stop the import (e.g. an EAN with a wrong check digit). */
  warnings?: FieldError[];
};
