// UN/CEFACT Cross Industry Invoice D16B (EN 16931 CII syntax; the XML inside Factur-X and ZUGFeRD 2.x)
// → ParsedEInvoice. Paths follow the EN 16931 CII syntax binding.
import {
  allowanceChargeOf,
  attachmentsOf,
  deliveryEanOf,
  deliveryEanWarnings,
  documentTotals,
  invoiceLines,
  partyOf,
  vatBreakdown,
} from './e-invoice-terms.ts';
import {
  CREDIT_NOTE_TYPE_CODES,
  type FieldError,
  Values,
  type XmlNode,
  all,
  attr,
  first,
  text,
} from './e-invoice-values.ts';
import type { ParsedEInvoice, ParsedEInvoiceParty } from './parsed-e-invoice.ts';

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
  return partyOf(
    values,
    { field, label },
    {
      name: text(partyNode, 'Name'),
      tradingName: text(partyNode, 'SpecifiedLegalOrganization', 'TradingBusinessName'),
      vatNumber,
      identifiers,
      // A fiscal number (scheme FC, a tax registration) is not taken as the other identifier.
      notOther: ['FC'],
    },
  );
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

  const attachments = attachmentsOf(
    all(agreement, 'AdditionalReferencedDocument').map((reference) => ({
      binary: first(reference, 'AttachmentBinaryObject'),
      id: text(reference, 'IssuerAssignedID'),
    })),
    values,
  );

  const lines = invoiceLines(values, all(transaction, 'IncludedSupplyChainTradeLineItem'), (line) => {
    const lineDocument = first(line, 'AssociatedDocumentLineDocument');
    const product = first(line, 'SpecifiedTradeProduct');
    const lineDelivery = first(line, 'SpecifiedLineTradeDelivery');
    const lineSettlement = first(line, 'SpecifiedLineTradeSettlement');
    const tax = first(lineSettlement, 'ApplicableTradeTax');
    const period = first(lineSettlement, 'BillingSpecifiedPeriod');
    const netPrice = first(line, 'SpecifiedLineTradeAgreement', 'NetPriceProductTradePrice');
    const lineNotes = all(lineDocument, 'IncludedNote')
      .map((note) => text(note, 'Content'))
      .filter((note) => note !== null);
    const name = text(product, 'Name');
    const description = text(product, 'Description');
    return {
      id: text(lineDocument, 'LineID'),
      name,
      description,
      notes: lineNotes,
      quantity: first(lineDelivery, 'BilledQuantity'),
      unitPrice: text(netPrice, 'ChargeAmount'),
      priceBaseQuantity: text(netPrice, 'BasisQuantity'),
      amount: text(lineSettlement, 'SpecifiedTradeSettlementLineMonetarySummation', 'LineTotalAmount'),
      vatRate: text(tax, 'RateApplicablePercent'),
      vatCategory: text(tax, 'CategoryCode'),
      periodFrom: (field, label) => values.ciiDate(first(period, 'StartDateTime'), field, label),
      periodTo: (field, label) => values.ciiDate(first(period, 'EndDateTime'), field, label),
      eanIdentifiers: [
        text(lineDelivery, 'ShipToTradeParty', 'ID'),
        text(lineDelivery, 'ShipToTradeParty', 'GlobalID'),
        text(product, 'GlobalID'),
        text(product, 'SellerAssignedID'),
        text(product, 'BuyerAssignedID'),
        ...all(lineSettlement, 'AdditionalReferencedDocument').map((reference) =>
          text(reference, 'IssuerAssignedID'),
        ),
      ],
      eanTexts: [
        ...lineNotes,
        name,
        description,
        ...all(product, 'ApplicableProductCharacteristic').map((characteristic) =>
          text(characteristic, 'Value'),
        ),
      ],
    };
  });

  const shipTo = first(delivery, 'ShipToTradeParty');
  const shipToIds = [...all(shipTo, 'ID'), ...all(shipTo, 'GlobalID')].map((node) => text(node));
  const warnings = deliveryEanWarnings(shipToIds);
  const deliveryEan = deliveryEanOf(shipToIds, lines, notes);

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
    allowanceCharges: all(settlement, 'SpecifiedTradeAllowanceCharge').map((allowanceCharge, index) =>
      allowanceChargeOf(values, index, {
        charge: text(allowanceCharge, 'ChargeIndicator', 'Indicator'),
        reason: text(allowanceCharge, 'Reason') ?? text(allowanceCharge, 'ReasonCode'),
        amount: text(allowanceCharge, 'ActualAmount'),
        vatRate: text(allowanceCharge, 'CategoryTradeTax', 'RateApplicablePercent'),
      }),
    ),
    vat: all(settlement, 'ApplicableTradeTax').map((tax, index) =>
      vatBreakdown(values, index, {
        rate: text(tax, 'RateApplicablePercent'),
        base: text(tax, 'BasisAmount'),
        amount: text(tax, 'CalculatedAmount'),
        category: text(tax, 'CategoryCode'),
      }),
    ),
    ...documentTotals(values, {
      totalExclVat: text(summation, 'TaxBasisTotalAmount'),
      totalVat: taxTotal(summation, currency),
      totalInclVat: text(summation, 'GrandTotalAmount'),
      payableAmount: text(summation, 'DuePayableAmount'),
      lineTotal: text(summation, 'LineTotalAmount'),
      allowanceTotal: text(summation, 'AllowanceTotalAmount'),
      chargeTotal: text(summation, 'ChargeTotalAmount'),
      prepaidAmount: text(summation, 'TotalPrepaidAmount'),
      roundingAmount: text(summation, 'RoundingAmount'),
    }),
    attachments,
    typeCode,
    notes,
    warnings,
  };
  return { invoice, errors: values.errors };
}
