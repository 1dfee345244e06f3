import Decimal from 'decimal.js';
import type {
  InvoiceBody,
  InvoiceLineBody,
  InvoiceLineKind,
  InvoiceUnit,
  IssuerKind,
} from '@energiek/contracts/invoices';
import type { ParsedEInvoice, ParsedEInvoiceParty } from './e-invoice/parse-e-invoice.ts';

// From a parsed e-invoice (UBL Invoice/CreditNote, CII; e-invoice/parse-e-invoice.ts) to the body of one
// of our invoices: the seller becomes a supplier, grid operator or metering company of the master data,
// the buyer one of the customer's legal entities, lines keep their EAN (a line whose EAN none of the
// customer's connections has stays "to be resolved", never dropped), unit codes (UN/ECE rec. 20) become
// our units, document-level allowances and charges become lines, and the VAT breakdown is kept as printed
// so the totals check compares it with the lines. Pure: the caller looks the candidates up.

type Party = ParsedEInvoiceParty;

export type { ParsedEInvoice };

export type IssuerCandidate = { kind: IssuerKind; id: number; name: string; code: string | null };
export type EntityCandidate = {
  id: number;
  name: string;
  kvkNumber: string | null;
  vatNumber: string | null;
};

export type MappingError = { field: string; message: string };

export const E_INVOICE_MESSAGES = {
  currency: (currency: string) => `Alleen facturen in euro worden ingelezen; deze is in ${currency}.`,
  seller: (name: string) =>
    `De afzender "${name}" is geen bekende leverancier, netbeheerder of meetbedrijf. Voeg hem toe aan de stamgegevens of voer de factuur met de hand in.`,
  buyer: (name: string) => `"${name}" is geen entiteit van deze klant.`,
} as const;

/** UN/ECE recommendation 20 unit codes → our units (unknown codes: no unit, the line keeps its text). */
export const UNIT_CODES: Readonly<Record<string, InvoiceUnit>> = {
  KWH: 'kWh',
  MWH: 'MWh',
  MTQ: 'm3',
  KWT: 'kW',
  K3: 'kVArh',
  DAY: 'day',
  MON: 'month',
  ANN: 'year',
  C62: 'piece',
  H87: 'piece',
  EA: 'piece',
  MQH: 'm3/h',
};

/** Line kinds recognised in a line's description (Dutch invoices), first match wins. */
const KIND_WORDS: [RegExp, InvoiceLineKind][] = [
  [/vermindering/i, 'tax-reduction'],
  [/energiebelasting|\beb\b/i, 'energy-tax'],
  [/\bode\b|opslag duurzame/i, 'ode'],
  [/garantie|\bgvo\b/i, 'gvo'],
  [/blindstroom|kvarh/i, 'reactive'],
  [/kw\s*max|maximaal/i, 'kw-max'],
  [/gecontracteerd|transportvermogen/i, 'contracted-capacity'],
  [/periodieke aansluit/i, 'periodic-connection-fee'],
  [/vastrecht transport|transportdienst/i, 'fixed-transport-fee'],
  [/meetdienst|meterhuur|meettarief/i, 'metering-service'],
  [/vaste leveringskosten|vastrecht levering|vaste kosten/i, 'fixed-supply-fee'],
  [/\bdal\b|laag tarief/i, 'supply-low'],
  [/\bnormaal\b|hoog tarief|\bpiek\b/i, 'supply-normal'],
  [/enkel|levering|elektriciteit|gas/i, 'supply-single'],
];

export function lineKindOf(description: string): InvoiceLineKind {
  return KIND_WORDS.find(([pattern]) => pattern.test(description))?.[1] ?? 'other';
}

const digits = (value: string | null) => (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
const normalName = (value: string) =>
  value
    .toLowerCase()
    .replace(/\b(b\.?v\.?|n\.?v\.?|nederland|netbeheer|energie|zakelijk)\b/g, '')
    .replace(/[^a-z0-9]/g, '');

/** The issuer: by party code (GLN/EAN), else by name (the one contains the other). */
export function matchIssuer(seller: Party, candidates: readonly IssuerCandidate[]): IssuerCandidate | null {
  const code = digits(seller.glnOrOther);
  if (code) {
    const byCode = candidates.find((c) => c.code && digits(c.code) === code);
    if (byCode) return byCode;
  }
  const name = normalName(seller.name);
  if (!name) return null;
  return (
    candidates.find((c) => normalName(c.name) === name) ??
    candidates.find((c) => {
      const other = normalName(c.name);
      return other.length >= 4 && (name.includes(other) || other.includes(name));
    }) ??
    null
  );
}

/** The legal entity: by VAT number, KvK number, then exact name. */
export function matchEntity(buyer: Party, candidates: readonly EntityCandidate[]): EntityCandidate | null {
  const vat = digits(buyer.vatNumber);
  const kvk = digits(buyer.kvkNumber);
  return (
    (vat ? candidates.find((c) => digits(c.vatNumber) === vat) : undefined) ??
    (kvk ? candidates.find((c) => digits(c.kvkNumber) === kvk) : undefined) ??
    candidates.find((c) => normalName(c.name) === normalName(buyer.name)) ??
    null
  );
}

/** At most 6 decimals (our unit prices and quantities), half up. */
const six = (value: string) => new Decimal(value).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toString();
const rateOf = (rate: string | null) => (rate === null ? '0' : new Decimal(rate).toString());

export type MappedEInvoice = {
  body: InvoiceBody | null;
  errors: MappingError[];
  /** PDFs inside the e-invoice (the invoice as the customer received it), for the library. */
  pdfs: { filename: string; content: Buffer }[];
};

/** Maps a parsed e-invoice onto an invoice body, or names why it cannot be (Dutch, per field). */
export function mapEInvoice(
  parsed: ParsedEInvoice,
  candidates: { issuers: readonly IssuerCandidate[]; entities: readonly EntityCandidate[] },
): MappedEInvoice {
  const errors: MappingError[] = [];
  if (parsed.currency.toUpperCase() !== 'EUR') {
    errors.push({ field: 'currency', message: E_INVOICE_MESSAGES.currency(parsed.currency) });
  }
  const issuer = matchIssuer(parsed.seller, candidates.issuers);
  if (!issuer) errors.push({ field: 'issuerId', message: E_INVOICE_MESSAGES.seller(parsed.seller.name) });
  const entity = matchEntity(parsed.buyer, candidates.entities);
  if (!entity && candidates.entities.length > 0) {
    errors.push({ field: 'entityId', message: E_INVOICE_MESSAGES.buyer(parsed.buyer.name) });
  }
  const pdfs = parsed.attachments
    .filter((a) => a.mimeType === 'application/pdf' || a.filename.toLowerCase().endsWith('.pdf'))
    .map((a) => ({
      filename: a.filename.toLowerCase().endsWith('.pdf') ? a.filename : `${a.filename}.pdf`,
      content: a.content,
    }));
  if (errors.length > 0 || !issuer) return { body: null, errors, pdfs };

  const lines: InvoiceLineBody[] = parsed.lines.map((line) => ({
    ean: line.ean ?? parsed.deliveryEan,
    kind: lineKindOf(line.description),
    description: line.description.slice(0, 300) || null,
    quantity: six(line.quantity),
    unit: line.unitCode ? (UNIT_CODES[line.unitCode.toUpperCase()] ?? null) : null,
    unitPrice: line.unitPrice === null ? null : six(line.unitPrice),
    amount: line.amount,
    vatRate: rateOf(line.vatRate),
    periodFrom: line.periodFrom,
    periodTo: line.periodTo,
  }));
  for (const ac of parsed.allowanceCharges) {
    // A document-level allowance for the energy tax reduction is that line kind (the audit checks it);
    // any other allowance or charge stays 'other' (a discount is never a supply or tax line).
    const reduction = !ac.charge && ac.reason !== null && lineKindOf(ac.reason) === 'tax-reduction';
    lines.push({
      ean: parsed.deliveryEan,
      kind: reduction ? 'tax-reduction' : 'other',
      description: (ac.reason ?? (ac.charge ? 'Toeslag' : 'Korting')).slice(0, 300),
      amount: ac.charge ? ac.amount : new Decimal(ac.amount).negated().toFixed(2),
      vatRate: rateOf(ac.vatRate),
    });
  }
  return {
    body: {
      issuerKind: issuer.kind,
      issuerId: issuer.id,
      entityId: entity?.id ?? null,
      number: parsed.number,
      invoiceDate: parsed.invoiceDate,
      dueDate: parsed.dueDate,
      periodFrom: parsed.periodFrom,
      periodTo: parsed.periodTo,
      kind: parsed.kind,
      status: 'received',
      totalExclVat: parsed.totalExclVat,
      totalVat: parsed.totalVat,
      totalInclVat: parsed.totalInclVat,
      vat: parsed.vat.map((v) => ({ rate: rateOf(v.rate), base: v.base, amount: v.amount })),
      notes: parsed.precedingInvoiceNumber ? `Crediteert factuur ${parsed.precedingInvoiceNumber}.` : null,
      lines,
    },
    errors,
    pdfs,
  };
}
