// The EN 16931 business terms that UBL (ubl.ts) and CII (cii.ts) both carry, checked and built one way:
// each syntax mapper reads the texts from its own XML paths and hands them here, so a rule about an
// attachment, a line, a party, the delivery EAN or the totals (and its Dutch message) is written once.
import {
  CREDIT_NOTE_TYPE_CODES,
  type FieldError,
  type Values,
  type XmlNode,
  asEan,
  attr,
  decodeBase64,
  eanInText,
  firstEan,
  isTrue,
  text,
} from './e-invoice-values.ts';
import type {
  EInvoiceFormat,
  ParsedEInvoice,
  ParsedEInvoiceLine,
  ParsedEInvoiceParty,
} from './parsed-e-invoice.ts';

/** Reads a date of the syntax (UBL text or CII DateTimeString), reporting on `field` with `label`. */
export type DateReader = (field: string, label: string) => string | null;

/** An attached document (BG-24): its binary object node and the reference's own id. */
export function attachmentsOf(
  references: { binary: XmlNode | undefined; id: string | null }[],
  values: Values,
): ParsedEInvoice['attachments'] {
  const attachments: ParsedEInvoice['attachments'] = [];
  for (const { binary, id } of references) {
    if (!binary) continue;
    const content = decodeBase64(text(binary));
    const name = attr(binary, 'filename') ?? id ?? `bijlage-${attachments.length + 1}`;
    if (!content) {
      values.errors.push({
        field: 'attachments',
        message: `De bijlage "${name}" is geen geldige base64-inhoud.`,
      });
      continue;
    }
    attachments.push({
      filename: name,
      mimeType: attr(binary, 'mimeCode') ?? 'application/octet-stream',
      content,
    });
  }
  return attachments;
}

export type LineTexts = {
  id: string | null;
  name: string | null;
  description: string | null;
  notes: string[];
  quantity: XmlNode | undefined;
  unitPrice: string | null;
  priceBaseQuantity: string | null;
  amount: string | null;
  vatRate: string | null;
  vatCategory: string | null;
  periodFrom: DateReader;
  periodTo: DateReader;
  /** Where an EAN stands as an identifier, in order of trust. */
  eanIdentifiers: (string | null)[];
  /** The item's property values: after the notes, the name and the description, free texts that may mention an EAN. */
  propertyTexts: (string | null)[];
};

/** Invoice line `index` (BG-25). */
export function invoiceLine(values: Values, index: number, line: LineTexts): ParsedEInvoiceLine {
  const field = `lines[${index}]`;
  const { name, description, notes } = line;
  return {
    id: values.required(line.id, `${field}.id`, `Het regelnummer van regel ${index + 1}`),
    description: name ?? description ?? notes[0] ?? '',
    quantity: values.requiredDecimal(
      text(line.quantity),
      `${field}.quantity`,
      `De hoeveelheid van regel ${index + 1}`,
    ),
    unitCode: attr(line.quantity, 'unitCode'),
    unitPrice: values.decimal(line.unitPrice, `${field}.unitPrice`, `De prijs van regel ${index + 1}`),
    amount: values.requiredDecimal(line.amount, `${field}.amount`, `Het bedrag van regel ${index + 1}`),
    vatRate: values.decimal(line.vatRate, `${field}.vatRate`, `Het btw-tarief van regel ${index + 1}`),
    periodFrom: line.periodFrom(`${field}.periodFrom`, 'De begindatum'),
    periodTo: line.periodTo(`${field}.periodTo`, 'De einddatum'),
    ean: firstEan(line.eanIdentifiers, [...notes, name, description, ...line.propertyTexts]),
    priceBaseQuantity: values.decimal(line.priceBaseQuantity, `${field}.unitPrice`, 'De basishoeveelheid'),
    vatCategory: line.vatCategory,
    note: description !== null && description !== name ? description : (notes[0] ?? null),
  };
}

/** The lines, with the error of an invoice without any. */
export function invoiceLines<T>(
  values: Values,
  nodes: T[],
  texts: (node: T) => LineTexts,
): ParsedEInvoiceLine[] {
  const lines = nodes.map((node, index) => invoiceLine(values, index, texts(node)));
  if (nodes.length === 0)
    values.errors.push({ field: 'lines', message: 'De e-factuur heeft geen factuurregels.' });
  return lines;
}

/** A delivery-location id that looks like an EAN but fails its check digit (a warning, not an error). */
export function deliveryEanWarnings(ids: (string | null)[]): FieldError[] {
  return ids
    .filter((id) => id !== null && /^\d{18}$/.test(id) && !asEan(id))
    .map((id) => ({
      field: 'deliveryEan',
      message: `De EAN-code ${id} in de leverlocatie heeft een onjuist controlecijfer.`,
    }));
}

/**
 * The connection the invoice is for: the first valid EAN of the delivery location, else the one EAN all
 * lines share, else one named in a note.
 */
export function deliveryEanOf(
  locationIds: (string | null)[],
  lines: ParsedEInvoiceLine[],
  notes: string[],
): string | null {
  const lineEans = new Set(lines.map((line) => line.ean).filter((ean) => ean !== null));
  return (
    locationIds.map(asEan).find((ean) => ean !== null) ??
    (lineEans.size === 1 ? [...lineEans][0]! : null) ??
    notes.map(eanInText).find((ean) => ean !== null) ??
    null
  );
}

type Identifier = { scheme: string | null; id: string };

/** What a syntax mapper reads of a party. */
export type PartyTexts = {
  name: string | null;
  tradingName: string | null;
  identifiers: (XmlNode | undefined)[];
  taxRegistrations: { id: string | null; scheme: string | null; vat: boolean }[];
  notOther?: string[];
};

/**
 * A party (BG-4 seller, BG-7 buyer) from its names and identifiers: the identifier elements (their
 * schemeID attribute the scheme), then the tax registrations, the first VAT one the VAT number. KvK is
 * scheme 0106, the GLN 0088, else the first identifier that is neither VAT, KvK nor one of `notOther`.
 */
export function partyOf(
  values: Values,
  { field, label }: { field: string; label: string },
  party: PartyTexts,
): ParsedEInvoiceParty {
  const identifiers: Identifier[] = [];
  for (const node of party.identifiers) {
    const id = text(node);
    if (id !== null) identifiers.push({ scheme: attr(node, 'schemeID'), id });
  }
  let vatNumber: string | null = null;
  for (const { id, scheme, vat } of party.taxRegistrations) {
    if (id === null) continue;
    if (vat) vatNumber ??= id;
    identifiers.push({ scheme: vat ? 'VAT' : scheme, id });
  }
  const skip = new Set(['VAT', '0106', ...(party.notOther ?? [])]);
  return {
    name: values.required(party.name ?? party.tradingName, `${field}.name`, `De naam van de ${label}`),
    vatNumber,
    kvkNumber: identifiers.find((identifier) => identifier.scheme === '0106')?.id ?? null,
    glnOrOther:
      identifiers.find((identifier) => identifier.scheme === '0088')?.id ??
      identifiers.find((identifier) => !skip.has(identifier.scheme as string))?.id ??
      null,
    tradingName: party.tradingName !== null && party.tradingName !== party.name ? party.tradingName : null,
    identifiers,
  };
}

/** A document-level allowance or charge (BG-20, BG-21). */
export function allowanceChargeOf(
  values: Values,
  index: number,
  texts: { charge: string | null; reason: string | null; amount: string | null; vatRate: string | null },
): ParsedEInvoice['allowanceCharges'][number] {
  return {
    charge: isTrue(texts.charge),
    reason: texts.reason,
    amount: values.requiredDecimal(
      texts.amount,
      `allowanceCharges[${index}].amount`,
      `Het bedrag van toeslag/korting ${index + 1}`,
    ),
    vatRate: values.decimal(
      texts.vatRate,
      `allowanceCharges[${index}].vatRate`,
      `Het btw-tarief van toeslag/korting ${index + 1}`,
    ),
  };
}

/** A VAT breakdown (BG-23); a category without a rate (O, E without one) counts as 0 %. */
export function vatBreakdown(
  values: Values,
  index: number,
  texts: { rate: string | null; base: string | null; amount: string | null; category: string | null },
): ParsedEInvoice['vat'][number] {
  return {
    rate: values.decimal(texts.rate ?? '0', `vat[${index}].rate`, 'Het btw-tarief') ?? '0',
    base: values.requiredDecimal(texts.base, `vat[${index}].base`, 'Het btw-grondslagbedrag'),
    amount: values.requiredDecimal(texts.amount, `vat[${index}].amount`, 'Het btw-bedrag'),
    category: texts.category,
  };
}

const REQUIRED_TOTALS = {
  totalExclVat: 'Het totaal exclusief btw',
  totalVat: 'Het btw-totaal',
  totalInclVat: 'Het totaal inclusief btw',
  payableAmount: 'Het te betalen bedrag',
} as const;

const OPTIONAL_TOTALS = {
  lineTotal: 'Het totaal van de regels',
  allowanceTotal: 'Het totaal van de kortingen',
  chargeTotal: 'Het totaal van de toeslagen',
  prepaidAmount: 'Het vooruitbetaalde bedrag',
  roundingAmount: 'Het afrondingsbedrag',
} as const;

type RequiredTotal = keyof typeof REQUIRED_TOTALS;
type OptionalTotal = keyof typeof OPTIONAL_TOTALS;

/** The document totals (BG-22): the first four required, all checked as decimals. */
export function documentTotals(
  values: Values,
  texts: Record<RequiredTotal | OptionalTotal, string | null>,
): Record<RequiredTotal, string> & Record<OptionalTotal, string | null> {
  const required = Object.fromEntries(
    Object.entries(REQUIRED_TOTALS).map(([key, label]) => [
      key,
      values.requiredDecimal(texts[key as RequiredTotal], key, label),
    ]),
  ) as Record<RequiredTotal, string>;
  const optional = Object.fromEntries(
    Object.entries(OPTIONAL_TOTALS).map(([key, label]) => [
      key,
      values.decimal(texts[key as OptionalTotal], key, label),
    ]),
  ) as Record<OptionalTotal, string | null>;
  return { ...required, ...optional };
}

/** What a syntax mapper reads from its own XML paths for the document as a whole. */
export type DocumentTexts<N> = {
  format: EInvoiceFormat;
  customizationId: string | null;
  number: string | null;
  typeCode: string | null;
  /** A credit note by its root element (UBL CreditNote), whatever its type code says. */
  creditNote?: boolean;
  invoiceDate: DateReader;
  dueDate: DateReader;
  periodFrom: DateReader;
  periodTo: DateReader;
  currency: string | null;
  precedingInvoiceNumber: string | null;
  /** Reads a party (BG-4 seller, BG-7 buyer) of the syntax. */
  party: (node: N) => PartyTexts;
  seller: N;
  buyer: N;
  /** The identifiers of the delivery location (BT-71). */
  deliveryIds: (string | null)[];
  lines: ParsedEInvoiceLine[];
  allowanceCharges: Parameters<typeof allowanceChargeOf>[2][];
  vat: Parameters<typeof vatBreakdown>[2][];
  totals: Parameters<typeof documentTotals>[1];
  attachments: ParsedEInvoice['attachments'];
  notes: string[];
};

/** The parsed invoice of either syntax from the texts its mapper read: every term checked one way. */
export function parsedEInvoiceOf<N>(values: Values, texts: DocumentTexts<N>): ParsedEInvoice {
  const { typeCode, lines, notes } = texts;
  return {
    format: texts.format,
    customizationId: texts.customizationId,
    number: values.required(texts.number, 'number', 'Het factuurnummer'),
    kind:
      texts.creditNote || (typeCode !== null && CREDIT_NOTE_TYPE_CODES.has(typeCode))
        ? 'credit-note'
        : 'invoice',
    invoiceDate: values.requiredDate(texts.invoiceDate('invoiceDate', 'De factuurdatum'), 'invoiceDate'),
    dueDate: texts.dueDate('dueDate', 'De vervaldatum'),
    periodFrom: texts.periodFrom('periodFrom', 'De begindatum van de periode'),
    periodTo: texts.periodTo('periodTo', 'De einddatum van de periode'),
    currency: values.required(texts.currency, 'currency', 'De valuta'),
    precedingInvoiceNumber: texts.precedingInvoiceNumber,
    seller: partyOf(values, { field: 'seller', label: 'leverancier' }, texts.party(texts.seller)),
    buyer: partyOf(values, { field: 'buyer', label: 'afnemer' }, texts.party(texts.buyer)),
    deliveryEan: deliveryEanOf(texts.deliveryIds, lines, notes),
    lines,
    allowanceCharges: texts.allowanceCharges.map((allowanceCharge, index) =>
      allowanceChargeOf(values, index, allowanceCharge),
    ),
    vat: texts.vat.map((vat, index) => vatBreakdown(values, index, vat)),
    ...documentTotals(values, texts.totals),
    attachments: texts.attachments,
    typeCode,
    notes,
    warnings: deliveryEanWarnings(texts.deliveryIds),
  };
}
