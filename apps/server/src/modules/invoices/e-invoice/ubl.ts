// UBL 2.1 Invoice / CreditNote (Peppol BIS Billing 3.0, SI-UBL 2.0 / NLCIUS) → ParsedEInvoice.
// Paths follow the EN 16931 UBL syntax binding; BT-/BG- numbers name the business terms.
import { type PartyTexts, attachmentsOf, invoiceLines, parsedEInvoiceOf } from './e-invoice-terms.ts';
import { type FieldError, Values, type XmlNode, all, attr, first, text, texts } from './e-invoice-values.ts';
import type { EInvoiceFormat, ParsedEInvoice } from './parsed-e-invoice.ts';

const party = (partyNode: XmlNode | undefined): PartyTexts => ({
  name: text(partyNode, 'PartyLegalEntity', 'RegistrationName'),
  tradingName: text(partyNode, 'PartyName', 'Name'),
  identifiers: [
    ...all(partyNode, 'PartyIdentification').map((identification) => first(identification, 'ID')),
    first(partyNode, 'PartyLegalEntity', 'CompanyID'),
    first(partyNode, 'EndpointID'),
  ],
  taxRegistrations: all(partyNode, 'PartyTaxScheme').map((taxScheme) => {
    const scheme = text(taxScheme, 'TaxScheme', 'ID');
    return {
      id: text(taxScheme, 'CompanyID'),
      scheme,
      vat: scheme === null || scheme.toUpperCase() === 'VAT',
    };
  }),
});

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

  const attachments = attachmentsOf(
    all(root, 'AdditionalDocumentReference').map((reference) => ({
      binary: first(reference, 'Attachment', 'EmbeddedDocumentBinaryObject'),
      id: text(reference, 'ID'),
    })),
    values,
  );

  const lines = invoiceLines(values, all(root, creditNote ? 'CreditNoteLine' : 'InvoiceLine'), (line) => {
    const item = first(line, 'Item');
    const taxCategory = first(item, 'ClassifiedTaxCategory');
    return {
      id: text(line, 'ID'),
      name: text(item, 'Name'),
      description: text(item, 'Description'),
      notes: texts([line], 'Note'),
      quantity: first(line, creditNote ? 'CreditedQuantity' : 'InvoicedQuantity'),
      unitPrice: text(line, 'Price', 'PriceAmount'),
      priceBaseQuantity: text(line, 'Price', 'BaseQuantity'),
      amount: text(line, 'LineExtensionAmount'),
      vatRate: text(taxCategory, 'Percent'),
      vatCategory: text(taxCategory, 'ID'),
      periodFrom: (field, label) => values.ublDate(text(line, 'InvoicePeriod', 'StartDate'), field, label),
      periodTo: (field, label) => values.ublDate(text(line, 'InvoicePeriod', 'EndDate'), field, label),
      eanIdentifiers: [
        text(line, 'Delivery', 'DeliveryLocation', 'ID'),
        text(item, 'StandardItemIdentification', 'ID'),
        text(item, 'SellersItemIdentification', 'ID'),
        text(item, 'BuyersItemIdentification', 'ID'),
        ...all(line, 'DocumentReference').map((reference) => text(reference, 'ID')),
      ],
      propertyTexts: all(item, 'AdditionalItemProperty').map((property) => text(property, 'Value')),
    };
  });

  const taxTotal = documentTaxTotal(root, currency);
  const monetary = first(root, 'LegalMonetaryTotal');
  const invoice = parsedEInvoiceOf(values, {
    format,
    customizationId: text(root, 'CustomizationID'),
    number: text(root, 'ID'),
    typeCode,
    creditNote,
    invoiceDate: (field, label) => values.ublDate(text(root, 'IssueDate'), field, label),
    dueDate: (field, label) =>
      values.ublDate(text(root, 'DueDate') ?? text(root, 'PaymentMeans', 'PaymentDueDate'), field, label),
    periodFrom: (field, label) => values.ublDate(text(root, 'InvoicePeriod', 'StartDate'), field, label),
    periodTo: (field, label) => values.ublDate(text(root, 'InvoicePeriod', 'EndDate'), field, label),
    currency,
    precedingInvoiceNumber: text(root, 'BillingReference', 'InvoiceDocumentReference', 'ID'),
    party,
    seller: first(root, 'AccountingSupplierParty', 'Party'),
    buyer: first(root, 'AccountingCustomerParty', 'Party'),
    deliveryIds: [text(root, 'Delivery', 'DeliveryLocation', 'ID')],
    lines,
    allowanceCharges: all(root, 'AllowanceCharge').map((allowanceCharge) => ({
      charge: text(allowanceCharge, 'ChargeIndicator'),
      reason:
        text(allowanceCharge, 'AllowanceChargeReason') ?? text(allowanceCharge, 'AllowanceChargeReasonCode'),
      amount: text(allowanceCharge, 'Amount'),
      vatRate: text(allowanceCharge, 'TaxCategory', 'Percent'),
    })),
    vat: all(taxTotal, 'TaxSubtotal').map((subtotal) => ({
      rate: text(subtotal, 'TaxCategory', 'Percent'),
      base: text(subtotal, 'TaxableAmount'),
      amount: text(subtotal, 'TaxAmount'),
      category: text(subtotal, 'TaxCategory', 'ID'),
    })),
    totals: {
      totalExclVat: text(monetary, 'TaxExclusiveAmount'),
      totalVat: text(taxTotal, 'TaxAmount'),
      totalInclVat: text(monetary, 'TaxInclusiveAmount'),
      payableAmount: text(monetary, 'PayableAmount'),
      lineTotal: text(monetary, 'LineExtensionAmount'),
      allowanceTotal: text(monetary, 'AllowanceTotalAmount'),
      chargeTotal: text(monetary, 'ChargeTotalAmount'),
      prepaidAmount: text(monetary, 'PrepaidAmount'),
      roundingAmount: text(monetary, 'PayableRoundingAmount'),
    },
    attachments,
    notes,
  });
  return { invoice, errors: values.errors };
}
