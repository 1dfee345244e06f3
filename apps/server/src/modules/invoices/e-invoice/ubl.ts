// UBL 2.1 Invoice / CreditNote (Peppol BIS Billing 3.0, SI-UBL 2.0 / NLCIUS) → ParsedEInvoice.
// Paths follow the EN 16931 UBL syntax binding; BT-/BG- numbers name the business terms.
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
  texts,
} from './e-invoice-values.ts';
import type { EInvoiceFormat, ParsedEInvoice, ParsedEInvoiceParty } from './parsed-e-invoice.ts';

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
  return partyOf(values, { field, label }, { name: legalName, tradingName, vatNumber, identifiers });
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

  const attachments = attachmentsOf(
    all(root, 'AdditionalDocumentReference').map((reference) => ({
      binary: first(reference, 'Attachment', 'EmbeddedDocumentBinaryObject'),
      id: text(reference, 'ID'),
    })),
    values,
  );

  const deliveryLocationId = text(root, 'Delivery', 'DeliveryLocation', 'ID');
  const warnings = deliveryEanWarnings([deliveryLocationId]);

  const lines = invoiceLines(values, all(root, creditNote ? 'CreditNoteLine' : 'InvoiceLine'), (line) => {
    const item = first(line, 'Item');
    const taxCategory = first(item, 'ClassifiedTaxCategory');
    const lineNotes = texts([line], 'Note');
    const name = text(item, 'Name');
    const description = text(item, 'Description');
    return {
      id: text(line, 'ID'),
      name,
      description,
      notes: lineNotes,
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
      eanTexts: [
        ...lineNotes,
        name,
        description,
        ...all(item, 'AdditionalItemProperty').map((property) => text(property, 'Value')),
      ],
    };
  });
  const deliveryEan = deliveryEanOf([deliveryLocationId], lines, notes);

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
    allowanceCharges: all(root, 'AllowanceCharge').map((allowanceCharge, index) =>
      allowanceChargeOf(values, index, {
        charge: text(allowanceCharge, 'ChargeIndicator'),
        reason:
          text(allowanceCharge, 'AllowanceChargeReason') ??
          text(allowanceCharge, 'AllowanceChargeReasonCode'),
        amount: text(allowanceCharge, 'Amount'),
        vatRate: text(allowanceCharge, 'TaxCategory', 'Percent'),
      }),
    ),
    vat: all(taxTotal, 'TaxSubtotal').map((subtotal, index) =>
      vatBreakdown(values, index, {
        rate: text(subtotal, 'TaxCategory', 'Percent'),
        base: text(subtotal, 'TaxableAmount'),
        amount: text(subtotal, 'TaxAmount'),
        category: text(subtotal, 'TaxCategory', 'ID'),
      }),
    ),
    ...documentTotals(values, {
      totalExclVat: text(monetary, 'TaxExclusiveAmount'),
      totalVat: text(taxTotal, 'TaxAmount'),
      totalInclVat: text(monetary, 'TaxInclusiveAmount'),
      payableAmount: text(monetary, 'PayableAmount'),
      lineTotal: text(monetary, 'LineExtensionAmount'),
      allowanceTotal: text(monetary, 'AllowanceTotalAmount'),
      chargeTotal: text(monetary, 'ChargeTotalAmount'),
      prepaidAmount: text(monetary, 'PrepaidAmount'),
      roundingAmount: text(monetary, 'PayableRoundingAmount'),
    }),
    attachments,
    typeCode,
    notes,
    warnings,
  };
  return { invoice, errors: values.errors };
}
