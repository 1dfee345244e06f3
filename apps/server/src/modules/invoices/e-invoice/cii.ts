// UN/CEFACT Cross Industry Invoice D16B (EN 16931 CII syntax; the XML inside Factur-X and ZUGFeRD 2.x)
// → ParsedEInvoice. Paths follow the EN 16931 CII syntax binding.
import { type PartyTexts, attachmentsOf, invoiceLines, parsedEInvoiceOf } from './e-invoice-terms.ts';
import { type FieldError, Values, type XmlNode, all, attr, first, text } from './e-invoice-values.ts';
import type { ParsedEInvoice } from './parsed-e-invoice.ts';

const party = (partyNode: XmlNode | undefined): PartyTexts => ({
  name: text(partyNode, 'Name'),
  tradingName: text(partyNode, 'SpecifiedLegalOrganization', 'TradingBusinessName'),
  identifiers: [
    ...all(partyNode, 'GlobalID'),
    ...all(partyNode, 'ID'),
    first(partyNode, 'SpecifiedLegalOrganization', 'ID'),
    first(partyNode, 'URIUniversalCommunication', 'URIID'),
  ],
  taxRegistrations: all(partyNode, 'SpecifiedTaxRegistration').map((registration) => {
    const scheme = attr(first(registration, 'ID'), 'schemeID');
    return { id: text(registration, 'ID'), scheme, vat: scheme === 'VA' };
  }),
  // A fiscal number (scheme FC, a tax registration) is not taken as the other identifier.
  notOther: ['FC'],
});

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
    return {
      id: text(lineDocument, 'LineID'),
      name: text(product, 'Name'),
      description: text(product, 'Description'),
      notes: all(lineDocument, 'IncludedNote')
        .map((note) => text(note, 'Content'))
        .filter((note) => note !== null),
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
      propertyTexts: all(product, 'ApplicableProductCharacteristic').map((characteristic) =>
        text(characteristic, 'Value'),
      ),
    };
  });

  const shipTo = first(delivery, 'ShipToTradeParty');
  const invoicePeriod = first(settlement, 'BillingSpecifiedPeriod');
  const invoice = parsedEInvoiceOf(values, {
    format: 'cii',
    customizationId: text(
      root,
      'ExchangedDocumentContext',
      'GuidelineSpecifiedDocumentContextParameter',
      'ID',
    ),
    number: text(document, 'ID'),
    typeCode,
    invoiceDate: (field, label) => values.ciiDate(first(document, 'IssueDateTime'), field, label),
    dueDate: (field, label) =>
      values.ciiDate(first(settlement, 'SpecifiedTradePaymentTerms', 'DueDateDateTime'), field, label),
    periodFrom: (field, label) => values.ciiDate(first(invoicePeriod, 'StartDateTime'), field, label),
    periodTo: (field, label) => values.ciiDate(first(invoicePeriod, 'EndDateTime'), field, label),
    currency,
    precedingInvoiceNumber: text(settlement, 'InvoiceReferencedDocument', 'IssuerAssignedID'),
    party,
    seller: first(agreement, 'SellerTradeParty'),
    buyer: first(agreement, 'BuyerTradeParty'),
    deliveryIds: [...all(shipTo, 'ID'), ...all(shipTo, 'GlobalID')].map((node) => text(node)),
    lines,
    allowanceCharges: all(settlement, 'SpecifiedTradeAllowanceCharge').map((allowanceCharge) => ({
      charge: text(allowanceCharge, 'ChargeIndicator', 'Indicator'),
      reason: text(allowanceCharge, 'Reason') ?? text(allowanceCharge, 'ReasonCode'),
      amount: text(allowanceCharge, 'ActualAmount'),
      vatRate: text(allowanceCharge, 'CategoryTradeTax', 'RateApplicablePercent'),
    })),
    vat: all(settlement, 'ApplicableTradeTax').map((tax) => ({
      rate: text(tax, 'RateApplicablePercent'),
      base: text(tax, 'BasisAmount'),
      amount: text(tax, 'CalculatedAmount'),
      category: text(tax, 'CategoryCode'),
    })),
    totals: {
      totalExclVat: text(summation, 'TaxBasisTotalAmount'),
      totalVat: taxTotal(summation, currency),
      totalInclVat: text(summation, 'GrandTotalAmount'),
      payableAmount: text(summation, 'DuePayableAmount'),
      lineTotal: text(summation, 'LineTotalAmount'),
      allowanceTotal: text(summation, 'AllowanceTotalAmount'),
      chargeTotal: text(summation, 'ChargeTotalAmount'),
      prepaidAmount: text(summation, 'TotalPrepaidAmount'),
      roundingAmount: text(summation, 'RoundingAmount'),
    },
    attachments,
    notes,
  });
  return { invoice, errors: values.errors };
}
