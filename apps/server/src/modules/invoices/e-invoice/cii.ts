// UN/CEFACT Cross Industry Invoice D16B (EN 16931 CII syntax; the XML inside Factur-X and ZUGFeRD 2.x)
// → ParsedEInvoice. Paths follow the EN 16931 CII syntax binding.
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
} from './e-invoice-values.ts';
import type { ParsedEInvoice, ParsedEInvoiceLine, ParsedEInvoiceParty } from './parsed-e-invoice.ts';

function party(
  partyNode: XmlNode | undefined,
  field: string,
  label: string,
  values: Values,
): ParsedEInvoiceParty {
  const identifiers: { scheme: string | null; id: string }[] = [];
  const add = (node: XmlNode | undefined, scheme?: string) => {
    const id = text(node);
    if (id !== null) identifiers.push({ scheme: scheme ?? attr(node, 'schemeID'), id });
  };
  for (const node of all(partyNode, 'GlobalID')) add(node);
  for (const node of all(partyNode, 'ID')) add(node);
  add(first(partyNode, 'SpecifiedLegalOrganization', 'ID'));
  add(first(partyNode, 'URIUniversalCommunication', 'URIID'));
  let vatNumber: string | null = null;
  for (const registration of all(partyNode, 'SpecifiedTaxRegistration')) {
    const idNode = first(registration, 'ID');
    const id = text(idNode);
    if (id === null) continue;
    const scheme = attr(idNode, 'schemeID');
    if (scheme === 'VA') {
      vatNumber ??= id;
      identifiers.push({ scheme: 'VAT', id });
    } else {
      identifiers.push({ scheme, id });
    }
  }
  const legalName = text(partyNode, 'SpecifiedLegalOrganization', 'TradingBusinessName');
  const name = text(partyNode, 'Name');
  return {
    name: values.required(name ?? legalName, `${field}.name`, `De naam van de ${label}`),
    vatNumber,
    kvkNumber: identifiers.find((identifier) => identifier.scheme === '0106')?.id ?? null,
    glnOrOther:
      identifiers.find((identifier) => identifier.scheme === '0088')?.id ??
      identifiers.find(
        (identifier) =>
          identifier.scheme !== 'VAT' && identifier.scheme !== '0106' && identifier.scheme !== 'FC',
      )?.id ??
      null,
    tradingName: legalName !== null && legalName !== name ? legalName : null,
    identifiers,
  };
}

/** TaxTotalAmount in the invoice currency (a second one may be in the VAT accounting currency). */
function taxTotal(summation: XmlNode | undefined, currency: string | null): string | null {
  const totals = all(summation, 'TaxTotalAmount');
  const own =
    totals.find((total) => attr(total, 'currencyID') === currency) ??
    totals.find((total) => !attr(total, 'currencyID'));
  return text(own ?? totals[0]);
}

export function mapCii(root: XmlNode): { invoice: ParsedEInvoice; errors: FieldError[] } {
  const values = new Values();
  const document = first(root, 'ExchangedDocument');
  const transaction = first(root, 'SupplyChainTradeTransaction');
  const agreement = first(transaction, 'ApplicableHeaderTradeAgreement');
  const delivery = first(transaction, 'ApplicableHeaderTradeDelivery');
  const settlement = first(transaction, 'ApplicableHeaderTradeSettlement');
  const summation = first(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const typeCode = text(document, 'TypeCode');
  const currency = text(settlement, 'InvoiceCurrencyCode');
  const notes = all(document, 'IncludedNote')
    .map((note) => text(note, 'Content'))
    .filter((note) => note !== null);

  const attachments: ParsedEInvoice['attachments'] = [];
  for (const reference of all(agreement, 'AdditionalReferencedDocument')) {
    const binary = first(reference, 'AttachmentBinaryObject');
    if (!binary) continue;
    const content = decodeBase64(text(binary));
    const name =
      attr(binary, 'filename') ?? text(reference, 'IssuerAssignedID') ?? `bijlage-${attachments.length + 1}`;
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

  const lineNodes = all(transaction, 'IncludedSupplyChainTradeLineItem');
  const lines: ParsedEInvoiceLine[] = lineNodes.map((line, index) => {
    const field = `lines[${index}]`;
    const lineDocument = first(line, 'AssociatedDocumentLineDocument');
    const product = first(line, 'SpecifiedTradeProduct');
    const lineAgreement = first(line, 'SpecifiedLineTradeAgreement');
    const lineDelivery = first(line, 'SpecifiedLineTradeDelivery');
    const lineSettlement = first(line, 'SpecifiedLineTradeSettlement');
    const quantityNode = first(lineDelivery, 'BilledQuantity');
    const tax = first(lineSettlement, 'ApplicableTradeTax');
    const period = first(lineSettlement, 'BillingSpecifiedPeriod');
    const netPrice = first(lineAgreement, 'NetPriceProductTradePrice');
    const lineNotes = all(lineDocument, 'IncludedNote')
      .map((note) => text(note, 'Content'))
      .filter((note) => note !== null);
    const name = text(product, 'Name');
    const description = text(product, 'Description');
    return {
      id: values.required(
        text(lineDocument, 'LineID'),
        `${field}.id`,
        `Het regelnummer van regel ${index + 1}`,
      ),
      description: name ?? description ?? lineNotes[0] ?? '',
      quantity: values.requiredDecimal(
        text(quantityNode),
        `${field}.quantity`,
        `De hoeveelheid van regel ${index + 1}`,
      ),
      unitCode: attr(quantityNode, 'unitCode'),
      unitPrice: values.decimal(
        text(netPrice, 'ChargeAmount'),
        `${field}.unitPrice`,
        `De prijs van regel ${index + 1}`,
      ),
      amount: values.requiredDecimal(
        text(lineSettlement, 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount'),
        `${field}.amount`,
        `Het bedrag van regel ${index + 1}`,
      ),
      vatRate: values.decimal(
        text(tax, 'RateApplicablePercent'),
        `${field}.vatRate`,
        `Het btw-tarief van regel ${index + 1}`,
      ),
      periodFrom: values.ciiDate(first(period, 'StartDateTime'), `${field}.periodFrom`, 'De begindatum'),
      periodTo: values.ciiDate(first(period, 'EndDateTime'), `${field}.periodTo`, 'De einddatum'),
      ean: firstEan(
        [
          text(lineDelivery, 'ShipToTradeParty', 'ID'),
          text(lineDelivery, 'ShipToTradeParty', 'GlobalID'),
          text(product, 'GlobalID'),
          text(product, 'SellerAssignedID'),
          text(product, 'BuyerAssignedID'),
          ...all(lineSettlement, 'AdditionalReferencedDocument').map((reference) =>
            text(reference, 'IssuerAssignedID'),
          ),
        ],
        [
          ...lineNotes,
          name,
          description,
          ...all(product, 'ApplicableProductCharacteristic').map((characteristic) =>
            text(characteristic, 'Value'),
          ),
        ],
      ),
      priceBaseQuantity: values.decimal(
        text(netPrice, 'BasisQuantity'),
        `${field}.unitPrice`,
        'De basishoeveelheid',
      ),
      vatCategory: text(tax, 'CategoryCode'),
      note: description !== null && description !== name ? description : (lineNotes[0] ?? null),
    };
  });
  if (lineNodes.length === 0)
    values.errors.push({ field: 'lines', message: 'De e-factuur heeft geen factuurregels.' });

  const warnings: FieldError[] = [];
  const shipTo = first(delivery, 'ShipToTradeParty');
  const shipToIds = [...all(shipTo, 'ID'), ...all(shipTo, 'GlobalID')].map((node) => text(node));
  for (const id of shipToIds) {
    if (id !== null && /^\d{18}$/.test(id) && !asEan(id)) {
      warnings.push({
        field: 'deliveryEan',
        message: `De EAN-code ${id} in de leverlocatie heeft een onjuist controlecijfer.`,
      });
    }
  }
  const lineEans = new Set(lines.map((line) => line.ean).filter((ean) => ean !== null));
  const deliveryEan =
    shipToIds.map(asEan).find((ean) => ean !== null) ??
    (lineEans.size === 1 ? [...lineEans][0]! : null) ??
    notes.map(eanInText).find((ean) => ean !== null) ??
    null;

  const invoicePeriod = first(settlement, 'BillingSpecifiedPeriod');
  const invoice: ParsedEInvoice = {
    format: 'cii',
    customizationId: text(
      root,
      'ExchangedDocumentContext',
      'GuidelineSpecifiedDocumentContextParameter',
      'ID',
    ),
    number: values.required(text(document, 'ID'), 'number', 'Het factuurnummer'),
    kind: typeCode !== null && CREDIT_NOTE_TYPE_CODES.has(typeCode) ? 'credit-note' : 'invoice',
    invoiceDate: values.requiredDate(
      values.ciiDate(first(document, 'IssueDateTime'), 'invoiceDate', 'De factuurdatum'),
      'invoiceDate',
    ),
    dueDate: values.ciiDate(
      first(settlement, 'SpecifiedTradePaymentTerms', 'DueDateDateTime'),
      'dueDate',
      'De vervaldatum',
    ),
    periodFrom: values.ciiDate(
      first(invoicePeriod, 'StartDateTime'),
      'periodFrom',
      'De begindatum van de periode',
    ),
    periodTo: values.ciiDate(first(invoicePeriod, 'EndDateTime'), 'periodTo', 'De einddatum van de periode'),
    currency: values.required(currency, 'currency', 'De valuta'),
    precedingInvoiceNumber: text(settlement, 'InvoiceReferencedDocument', 'IssuerAssignedID'),
    seller: party(first(agreement, 'SellerTradeParty'), 'seller', 'leverancier', values),
    buyer: party(first(agreement, 'BuyerTradeParty'), 'buyer', 'afnemer', values),
    deliveryEan,
    lines,
    allowanceCharges: all(settlement, 'SpecifiedTradeAllowanceCharge').map((allowanceCharge, index) => ({
      charge: isTrue(text(allowanceCharge, 'ChargeIndicator', 'Indicator')),
      reason: text(allowanceCharge, 'Reason') ?? text(allowanceCharge, 'ReasonCode'),
      amount: values.requiredDecimal(
        text(allowanceCharge, 'ActualAmount'),
        `allowanceCharges[${index}].amount`,
        `Het bedrag van toeslag/korting ${index + 1}`,
      ),
      vatRate: values.decimal(
        text(allowanceCharge, 'CategoryTradeTax', 'RateApplicablePercent'),
        `allowanceCharges[${index}].vatRate`,
        `Het btw-tarief van toeslag/korting ${index + 1}`,
      ),
    })),
    vat: all(settlement, 'ApplicableTradeTax').map((tax, index) => ({
      rate:
        values.decimal(text(tax, 'RateApplicablePercent') ?? '0', `vat[${index}].rate`, 'Het btw-tarief') ??
        '0',
      base: values.requiredDecimal(text(tax, 'BasisAmount'), `vat[${index}].base`, 'Het btw-grondslagbedrag'),
      amount: values.requiredDecimal(text(tax, 'CalculatedAmount'), `vat[${index}].amount`, 'Het btw-bedrag'),
      category: text(tax, 'CategoryCode'),
    })),
    totalExclVat: values.requiredDecimal(
      text(summation, 'TaxBasisTotalAmount'),
      'totalExclVat',
      'Het totaal exclusief btw',
    ),
    totalVat: values.requiredDecimal(taxTotal(summation, currency), 'totalVat', 'Het btw-totaal'),
    totalInclVat: values.requiredDecimal(
      text(summation, 'GrandTotalAmount'),
      'totalInclVat',
      'Het totaal inclusief btw',
    ),
    payableAmount: values.requiredDecimal(
      text(summation, 'DuePayableAmount'),
      'payableAmount',
      'Het te betalen bedrag',
    ),
    attachments,
    lineTotal: values.decimal(text(summation, 'LineTotalAmount'), 'lineTotal', 'Het totaal van de regels'),
    allowanceTotal: values.decimal(
      text(summation, 'AllowanceTotalAmount'),
      'allowanceTotal',
      'Het totaal van de kortingen',
    ),
    chargeTotal: values.decimal(
      text(summation, 'ChargeTotalAmount'),
      'chargeTotal',
      'Het totaal van de toeslagen',
    ),
    prepaidAmount: values.decimal(
      text(summation, 'TotalPrepaidAmount'),
      'prepaidAmount',
      'Het vooruitbetaalde bedrag',
    ),
    roundingAmount: values.decimal(
      text(summation, 'RoundingAmount'),
      'roundingAmount',
      'Het afrondingsbedrag',
    ),
    typeCode,
    notes,
    warnings,
  };
  return { invoice, errors: values.errors };
}
