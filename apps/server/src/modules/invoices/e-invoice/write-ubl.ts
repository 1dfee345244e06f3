// Writing an invoice as a UBL 2.1 e-invoice in the Dutch SI-UBL 2.0 (NLCIUS) profile (issue 28): the demo's
// grid-operator and metering invoices arrive this way, through the same import as an uploaded file. Built
// with the XML library's builder (values are escaped by it, never pasted into markup by hand). Amounts are
// the invoice's own decimal strings; nothing is recomputed here.
import { XMLBuilder } from 'fast-xml-parser';
import type { InvoiceUnit } from '@energiek/contracts/invoices';
import { UNIT_CODES } from '../e-invoice-mapping.ts';

export type UblParty = {
  name: string;
  /** GLN / EAN code of a market party (scheme 0088). */
  code?: string | null;
  kvkNumber?: string | null;
  vatNumber?: string | null;
};

export type UblLine = {
  description: string;
  /** null: a line without a quantity (written as 1 piece at its amount). */
  quantity: string | null;
  unit: InvoiceUnit | null;
  unitPrice: string | null;
  amount: string;
  vatRate: string;
  periodFrom: string | null;
  periodTo: string | null;
  ean: string | null;
};

export type UblInvoice = {
  number: string;
  invoiceDate: string;
  dueDate: string | null;
  periodFrom: string | null;
  periodTo: string | null;
  note: string | null;
  seller: UblParty;
  buyer: UblParty;
  lines: UblLine[];
  vat: { rate: string; base: string; amount: string }[];
  totalExclVat: string;
  totalVat: string;
  totalInclVat: string;
};

const NLCIUS = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:nen.nl:nlcius:v1.0';
const PEPPOL_BILLING = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/** Our unit → its UN/ECE recommendation 20 code (the first code the import maps onto it). */
function unitCodeOf(unit: InvoiceUnit | null): string {
  if (unit === null) return 'C62';
  return Object.entries(UNIT_CODES).find(([, value]) => value === unit)?.[0] ?? 'C62';
}

const euro = (value: string) => ({ '@_currencyID': 'EUR', '#text': value });
const vatCategory = (rate: string) => ({
  'cbc:ID': Number(rate) === 0 ? 'Z' : 'S',
  'cbc:Percent': rate,
  'cac:TaxScheme': { 'cbc:ID': 'VAT' },
});
const period = (from: string | null, to: string | null) =>
  from || to
    ? {
        'cac:InvoicePeriod': {
          ...(from ? { 'cbc:StartDate': from } : {}),
          ...(to ? { 'cbc:EndDate': to } : {}),
        },
      }
    : {};

function party(p: UblParty) {
  return {
    'cac:Party': {
      ...(p.code
        ? { 'cac:PartyIdentification': { 'cbc:ID': { '@_schemeID': '0088', '#text': p.code } } }
        : {}),
      'cac:PartyName': { 'cbc:Name': p.name },
      'cac:PostalAddress': { 'cac:Country': { 'cbc:IdentificationCode': 'NL' } },
      ...(p.vatNumber
        ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': p.vatNumber, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } } }
        : {}),
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': p.name,
        ...(p.kvkNumber ? { 'cbc:CompanyID': { '@_schemeID': '0106', '#text': p.kvkNumber } } : {}),
      },
    },
  };
}

function line(l: UblLine, index: number) {
  const negative = l.amount.startsWith('-');
  const quantity = l.quantity ?? (negative ? '-1' : '1');
  const price = l.unitPrice ?? l.amount.replace(/^-/, '');
  return {
    'cbc:ID': String(index + 1),
    ...(l.ean ? { 'cbc:Note': `EAN ${l.ean}` } : {}),
    'cbc:InvoicedQuantity': {
      '@_unitCode': l.quantity === null ? 'C62' : unitCodeOf(l.unit),
      '#text': quantity,
    },
    'cbc:LineExtensionAmount': euro(l.amount),
    ...period(l.periodFrom, l.periodTo),
    'cac:Item': { 'cbc:Name': l.description, 'cac:ClassifiedTaxCategory': vatCategory(l.vatRate) },
    'cac:Price': { 'cbc:PriceAmount': euro(price) },
  };
}

/** The invoice as SI-UBL 2.0 XML (UTF-8). */
export function ublInvoiceXml(invoice: UblInvoice): string {
  const eans = [...new Set(invoice.lines.flatMap((l) => (l.ean ? [l.ean] : [])))];
  const document = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    Invoice: {
      '@_xmlns': 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
      '@_xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
      '@_xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
      'cbc:CustomizationID': NLCIUS,
      'cbc:ProfileID': PEPPOL_BILLING,
      'cbc:ID': invoice.number,
      'cbc:IssueDate': invoice.invoiceDate,
      ...(invoice.dueDate ? { 'cbc:DueDate': invoice.dueDate } : {}),
      'cbc:InvoiceTypeCode': '380',
      ...(invoice.note ? { 'cbc:Note': invoice.note } : {}),
      'cbc:DocumentCurrencyCode': 'EUR',
      ...period(invoice.periodFrom, invoice.periodTo),
      'cac:AccountingSupplierParty': party(invoice.seller),
      'cac:AccountingCustomerParty': party(invoice.buyer),
      // One connection: its EAN is the delivery location; more: each line names its own.
      ...(eans.length === 1
        ? {
            'cac:Delivery': {
              'cac:DeliveryLocation': { 'cbc:ID': { '@_schemeID': '0088', '#text': eans[0] } },
            },
          }
        : {}),
      'cac:TaxTotal': {
        'cbc:TaxAmount': euro(invoice.totalVat),
        'cac:TaxSubtotal': invoice.vat.map((v) => ({
          'cbc:TaxableAmount': euro(v.base),
          'cbc:TaxAmount': euro(v.amount),
          'cac:TaxCategory': vatCategory(v.rate),
        })),
      },
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': euro(invoice.totalExclVat),
        'cbc:TaxExclusiveAmount': euro(invoice.totalExclVat),
        'cbc:TaxInclusiveAmount': euro(invoice.totalInclVat),
        'cbc:PayableAmount': euro(invoice.totalInclVat),
      },
      'cac:InvoiceLine': invoice.lines.map(line),
    },
  };
  const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
  return builder.build(document) as string;
}
