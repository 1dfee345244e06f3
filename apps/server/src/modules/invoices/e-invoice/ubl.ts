// UBL 2.1 Invoice / CreditNote (Peppol BIS Billing 3.0, SI-UBL 2.0 / NLCIUS) → ParsedEInvoice.
// Paths follow the EN 16931 UBL syntax binding; BT-/BG- numbers name the business terms.
import {
  CREDIT_NOTE_TYPE_CODES,
  type FieldError,
  Values,
  type XmlNode,
  all,
  asEan,
  attr,
  decodeBase64,
  eanInText,
  first,
  firstEan,
  isTrue,
  text,
  texts,
} from './e-invoice-values.ts';
import type {
  EInvoiceFormat,
  ParsedEInvoice,
  ParsedEInvoiceLine,
  ParsedEInvoiceParty,
} from './parsed-e-invoice.ts';

function party(
  partyNode: XmlNode | undefined,
  field: string,
  label: string,
  values: Values,
): ParsedEInvoiceParty {
  const legalName = text(partyNode, 'PartyLegalEntity', 'RegistrationName');
  const tradingName = text(partyNode, 'PartyName', 'Name');
  const identifiers: { scheme: string | null; id: string }[] = [];
  const add = (node: XmlNode | undefined) => {
    const id = text(node);
    if (id !== null) identifiers.push({ scheme: attr(node, 'schemeID'), id });
  };
  for (const identification of all(partyNode, 'PartyIdentification')) add(first(identification, 'ID'));
  add(first(partyNode, 'PartyLegalEntity', 'CompanyID'));
  add(first(partyNode, 'EndpointID'));

  let vatNumber: string | null = null;
  for (const taxScheme of all(partyNode, 'PartyTaxScheme')) {
    const companyId = text(taxScheme, 'CompanyID');
    const scheme = text(taxScheme, 'TaxScheme', 'ID');
    if (companyId === null) continue;
    if (scheme === null || scheme.toUpperCase() === 'VAT') {
      vatNumber ??= companyId;
      identifiers.push({ scheme: 'VAT', id: companyId });
    } else {
      identifiers.push({ scheme, id: companyId });
    }
  }
  const kvkNumber = identifiers.find((identifier) => identifier.scheme === '0106')?.id ?? null;
  const gln = identifiers.find((identifier) => identifier.scheme === '0088')?.id;
  const other = identifiers.find((identifier) => identifier.scheme !== 'VAT' && identifier.scheme !== '0106');
  return {
    name: values.required(legalName ?? tradingName, `${field}.name`, `De naam van de ${label}`),
    vatNumber,
    kvkNumber,
    glnOrOther: gln ?? other?.id ?? null,
    tradingName: tradingName !== null && tradingName !== legalName ? tradingName : null,
    identifiers,
  };
}

/** The TaxTotal in the document currency (there may be a second one in the VAT accounting currency). */
function documentTaxTotal(root: XmlNode, currency: string | null): XmlNode | undefined {
  const totals = all(root, 'TaxTotal');
  return (
    totals.find((total) => attr(first(total, 'TaxAmount'), 'currencyID') === currency) ??
    totals.find((total) => all(total, 'TaxSubtotal').length > 0) ??
    totals[0]
  );
}

export function mapUbl(
  root: XmlNode,
  format: EInvoiceFormat,
): { invoice: ParsedEInvoice; errors: FieldError[] } {
  const values = new Values();
  const creditNote = format === 'ubl-credit-note';
  const typeCode = text(root, creditNote ? 'CreditNoteTypeCode' : 'InvoiceTypeCode');
  const currency = text(root, 'DocumentCurrencyCode');
  const notes = texts([root], 'Note');

  const attachments: ParsedEInvoice['attachments'] = [];
  for (const reference of all(root, 'AdditionalDocumentReference')) {
    const binary = first(reference, 'Attachment', 'EmbeddedDocumentBinaryObject');
    if (!binary) continue;
    const content = decodeBase64(text(binary));
    const name = attr(binary, 'filename') ?? text(reference, 'ID') ?? `bijlage-${attachments.length + 1}`;
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

  const warnings: FieldError[] = [];
  const deliveryLocationId = text(root, 'Delivery', 'DeliveryLocation', 'ID');
  if (deliveryLocationId !== null && /^\d{18}$/.test(deliveryLocationId) && !asEan(deliveryLocationId)) {
    warnings.push({
      field: 'deliveryEan',
      message: `De EAN-code ${deliveryLocationId} in de leverlocatie heeft een onjuist controlecijfer.`,
    });
  }

  const lineNodes = all(root, creditNote ? 'CreditNoteLine' : 'InvoiceLine');
  const lines: ParsedEInvoiceLine[] = lineNodes.map((line, index) => {
    const field = `lines[${index}]`;
    const item = first(line, 'Item');
    const quantityNode = first(line, creditNote ? 'CreditedQuantity' : 'InvoicedQuantity');
    const taxCategory = first(item, 'ClassifiedTaxCategory');
    const lineNotes = texts([line], 'Note');
    const identifiers = [
      text(line, 'Delivery', 'DeliveryLocation', 'ID'),
      text(item, 'StandardItemIdentification', 'ID'),
      text(item, 'SellersItemIdentification', 'ID'),
      text(item, 'BuyersItemIdentification', 'ID'),
      ...all(line, 'DocumentReference').map((reference) => text(reference, 'ID')),
    ];
    const freeTexts = [
      ...lineNotes,
      text(item, 'Name'),
      text(item, 'Description'),
      ...all(item, 'AdditionalItemProperty').map((property) => text(property, 'Value')),
    ];
    const name = text(item, 'Name');
    const description = text(item, 'Description');
    return {
      id: values.required(text(line, 'ID'), `${field}.id`, `Het regelnummer van regel ${index + 1}`),
      description: name ?? description ?? lineNotes[0] ?? '',
      quantity: values.requiredDecimal(
        text(quantityNode),
        `${field}.quantity`,
        `De hoeveelheid van regel ${index + 1}`,
      ),
      unitCode: attr(quantityNode, 'unitCode'),
      unitPrice: values.decimal(
        text(line, 'Price', 'PriceAmount'),
        `${field}.unitPrice`,
        `De prijs van regel ${index + 1}`,
      ),
      amount: values.requiredDecimal(
        text(line, 'LineExtensionAmount'),
        `${field}.amount`,
        `Het bedrag van regel ${index + 1}`,
      ),
      vatRate: values.decimal(
        text(taxCategory, 'Percent'),
        `${field}.vatRate`,
        `Het btw-tarief van regel ${index + 1}`,
      ),
      periodFrom: values.ublDate(
        text(line, 'InvoicePeriod', 'StartDate'),
        `${field}.periodFrom`,
        'De begindatum',
      ),
      periodTo: values.ublDate(text(line, 'InvoicePeriod', 'EndDate'), `${field}.periodTo`, 'De einddatum'),
      ean: firstEan(identifiers, freeTexts),
      priceBaseQuantity: values.decimal(
        text(line, 'Price', 'BaseQuantity'),
        `${field}.unitPrice`,
        'De basishoeveelheid',
      ),
      vatCategory: text(taxCategory, 'ID'),
      note: description !== null && description !== name ? description : (lineNotes[0] ?? null),
    };
  });
  if (lineNodes.length === 0)
    values.errors.push({ field: 'lines', message: 'De e-factuur heeft geen factuurregels.' });

  const lineEans = new Set(lines.map((line) => line.ean).filter((ean) => ean !== null));
  const deliveryEan =
    asEan(deliveryLocationId) ??
    (lineEans.size === 1 ? [...lineEans][0]! : null) ??
    notes.map(eanInText).find((ean) => ean !== null) ??
    null;

  const taxTotal = documentTaxTotal(root, currency);
  const monetary = first(root, 'LegalMonetaryTotal');
  const invoice: ParsedEInvoice = {
    format,
    customizationId: text(root, 'CustomizationID'),
    number: values.required(text(root, 'ID'), 'number', 'Het factuurnummer'),
    kind:
      creditNote || (typeCode !== null && CREDIT_NOTE_TYPE_CODES.has(typeCode)) ? 'credit-note' : 'invoice',
    invoiceDate: values.requiredDate(
      values.ublDate(text(root, 'IssueDate'), 'invoiceDate', 'De factuurdatum'),
      'invoiceDate',
    ),
    dueDate: values.ublDate(
      text(root, 'DueDate') ?? text(root, 'PaymentMeans', 'PaymentDueDate'),
      'dueDate',
      'De vervaldatum',
    ),
    periodFrom: values.ublDate(
      text(root, 'InvoicePeriod', 'StartDate'),
      'periodFrom',
      'De begindatum van de periode',
    ),
    periodTo: values.ublDate(
      text(root, 'InvoicePeriod', 'EndDate'),
      'periodTo',
      'De einddatum van de periode',
    ),
    currency: values.required(currency, 'currency', 'De valuta'),
    precedingInvoiceNumber: text(root, 'BillingReference', 'InvoiceDocumentReference', 'ID'),
    seller: party(first(root, 'AccountingSupplierParty', 'Party'), 'seller', 'leverancier', values),
    buyer: party(first(root, 'AccountingCustomerParty', 'Party'), 'buyer', 'afnemer', values),
    deliveryEan,
    lines,
    allowanceCharges: all(root, 'AllowanceCharge').map((allowanceCharge, index) => ({
      charge: isTrue(text(allowanceCharge, 'ChargeIndicator')),
      reason:
        text(allowanceCharge, 'AllowanceChargeReason') ?? text(allowanceCharge, 'AllowanceChargeReasonCode'),
      amount: values.requiredDecimal(
        text(allowanceCharge, 'Amount'),
        `allowanceCharges[${index}].amount`,
        `Het bedrag van toeslag/korting ${index + 1}`,
      ),
      vatRate: values.decimal(
        text(allowanceCharge, 'TaxCategory', 'Percent'),
        `allowanceCharges[${index}].vatRate`,
        `Het btw-tarief van toeslag/korting ${index + 1}`,
      ),
    })),
    vat: all(taxTotal, 'TaxSubtotal').map((subtotal, index) => ({
      // Categories without a rate (O, E without Percent) count as 0 %.
      rate:
        values.decimal(
          text(subtotal, 'TaxCategory', 'Percent') ?? '0',
          `vat[${index}].rate`,
          'Het btw-tarief',
        ) ?? '0',
      base: values.requiredDecimal(
        text(subtotal, 'TaxableAmount'),
        `vat[${index}].base`,
        'Het btw-grondslagbedrag',
      ),
      amount: values.requiredDecimal(text(subtotal, 'TaxAmount'), `vat[${index}].amount`, 'Het btw-bedrag'),
      category: text(subtotal, 'TaxCategory', 'ID'),
    })),
    totalExclVat: values.requiredDecimal(
      text(monetary, 'TaxExclusiveAmount'),
      'totalExclVat',
      'Het totaal exclusief btw',
    ),
    totalVat: values.requiredDecimal(text(taxTotal, 'TaxAmount'), 'totalVat', 'Het btw-totaal'),
    totalInclVat: values.requiredDecimal(
      text(monetary, 'TaxInclusiveAmount'),
      'totalInclVat',
      'Het totaal inclusief btw',
    ),
    payableAmount: values.requiredDecimal(
      text(monetary, 'PayableAmount'),
      'payableAmount',
      'Het te betalen bedrag',
    ),
    attachments,
    lineTotal: values.decimal(text(monetary, 'LineExtensionAmount'), 'lineTotal', 'Het totaal van de regels'),
    allowanceTotal: values.decimal(
      text(monetary, 'AllowanceTotalAmount'),
      'allowanceTotal',
      'Het totaal van de kortingen',
    ),
    chargeTotal: values.decimal(
      text(monetary, 'ChargeTotalAmount'),
      'chargeTotal',
      'Het totaal van de toeslagen',
    ),
    prepaidAmount: values.decimal(
      text(monetary, 'PrepaidAmount'),
      'prepaidAmount',
      'Het vooruitbetaalde bedrag',
    ),
    roundingAmount: values.decimal(
      text(monetary, 'PayableRoundingAmount'),
      'roundingAmount',
      'Het afrondingsbedrag',
    ),
    typeCode,
    notes,
    warnings,
  };
  return { invoice, errors: values.errors };
}
