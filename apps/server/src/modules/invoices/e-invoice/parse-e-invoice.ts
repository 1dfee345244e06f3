// The e-invoice parser: UBL 2.1 Invoice and CreditNote (Peppol BIS Billing 3.0, SI-UBL 2.0 / NLCIUS) and
// UN/CEFACT CII (the XML of Factur-X / ZUGFeRD 2.x) → one ParsedEInvoice. Pure: no database, no I/O.
//
// Safety, in this order, before any mapping:
// - size: more than E_INVOICE_MAX_BYTES (embedded PDFs included) is refused before the bytes are decoded;
// - encoding: the declared encoding (UTF-8 when none) must decode without errors;
// - DTDs: a DOCTYPE (and with it every entity declaration, external or not) is refused — the only markup
//   declarations let through are comments and CDATA sections (findMarkupDeclaration);
// - well-formedness: fast-xml-parser's validator;
// - depth and breadth: the parser stops at E_INVOICE_MAX_DEPTH nested elements (maxNestedTags) and at
//   E_INVOICE_MAX_ELEMENTS elements in all;
// - entities: only the five XML ones and character references are decoded (no DTD can add any), so
//   nothing expands beyond the input's own size.
// The parser does not judge totals (the invoices module does); it reports what is missing or unreadable.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { mapCii } from './cii.ts';
import type { FieldError, XmlNode } from './e-invoice-values.ts';
import type { ParsedEInvoice } from './parsed-e-invoice.ts';
import { mapUbl } from './ubl.ts';

export const E_INVOICE_MAX_MB = 20;
/** 20 MB: a Peppol message is at most 100 MB, but an invoice with its PDF is rarely above 5 MB. */
export const E_INVOICE_MAX_BYTES = E_INVOICE_MAX_MB * 1024 * 1024;
/** UBL and CII invoices nest about 10 deep; 64 leaves room for extensions and refuses pathological files. */
export const E_INVOICE_MAX_DEPTH = 64;
/**
 * Elements per file. The parser spends a few microseconds on each element, so 20 MB of empty elements
 * would keep it busy for seconds; a 10,000-line invoice has about 250,000.
 */
export const E_INVOICE_MAX_ELEMENTS = 500_000;

export type {
  EInvoiceFormat,
  ParsedEInvoice,
  ParsedEInvoiceLine,
  ParsedEInvoiceParty,
} from './parsed-e-invoice.ts';

export type ParseEInvoiceResult =
  | { ok: true; invoice: ParsedEInvoice }
  /** `cause`: only for a failure nothing here foresaw (for the log; the user sees the Dutch message). */
  | { ok: false; errors: FieldError[]; cause?: unknown };

const NS = {
  ublInvoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  ublCreditNote: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cii: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
};

const MESSAGES = {
  unreadable: 'Dit bestand kon niet als e-factuur worden gelezen.',
  notXml: 'Dit bestand is geen XML.',
  pdf: 'Dit bestand is een PDF, geen XML. Upload een PDF-factuur als PDF, of de XML van de e-factuur.',
  notInvoice: 'Dit XML-bestand is geen e-factuur (UBL of CII).',
  doctype: 'Bestanden met een DOCTYPE of entiteiten worden om veiligheidsredenen geweigerd.',
  tooDeep: `Dit XML-bestand is te diep genest (meer dan ${E_INVOICE_MAX_DEPTH} niveaus) en wordt geweigerd.`,
  tooBig: `Het bestand is groter dan ${E_INVOICE_MAX_MB} MB.`,
  tooManyElements: `Dit XML-bestand heeft meer dan ${E_INVOICE_MAX_ELEMENTS.toLocaleString('nl-NL')} elementen en wordt geweigerd.`,
  empty: 'Het bestand is leeg.',
  zugferd1:
    'Dit is een ZUGFeRD 1.0-factuur; die wordt niet ondersteund. Vraag de afzender om een e-factuur volgens EN 16931 (UBL, of CII zoals Factur-X / ZUGFeRD 2).',
};

function refuse(message: string, field = 'file'): ParseEInvoiceResult {
  return { ok: false, errors: [{ field, message }] };
}

class TooManyElements extends Error {}

/** Elements the running parse has built (parseEInvoice is synchronous: one parse at a time). */
let elementCount = 0;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Local names only (cbc:ID → ID); the xmlns attributes stay, so the root's namespace can be checked.
  transformTagName: (name) => name.slice(name.indexOf(':') + 1),
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  alwaysCreateTextNode: true,
  // Every element an array: one shape to read, whether an element occurs once or many times.
  isArray: (_name, _path, _isLeaf, isAttribute) => !isAttribute,
  // No DTD ever gets here (refused above), so only the XML entities and character references remain;
  // htmlEntities is what makes fast-xml-parser decode character references (&#233;).
  processEntities: { enabled: true, maxEntityCount: 0 },
  htmlEntities: true,
  ignoreDeclaration: false,
  ignorePiTags: true,
  maxNestedTags: E_INVOICE_MAX_DEPTH,
  updateTag: (name) => {
    if (++elementCount > E_INVOICE_MAX_ELEMENTS) throw new TooManyElements();
    return name;
  },
  // Embedded files (base64, megabytes) are taken as they are: read char by char as text they took
  // seconds; as stop nodes the parser finds their end with one search. Base64 has no entities to decode.
  // Full paths: a '*.' wildcard is matched at every element and cost about 15 % on a 1,000-line invoice.
  stopNodes: [
    'Invoice.AdditionalDocumentReference.Attachment.EmbeddedDocumentBinaryObject',
    'CreditNote.AdditionalDocumentReference.Attachment.EmbeddedDocumentBinaryObject',
    'CrossIndustryInvoice.SupplyChainTradeTransaction.ApplicableHeaderTradeAgreement.AdditionalReferencedDocument.AttachmentBinaryObject',
  ],
});

/** For the XML declaration alone (the main parser drops it with the processing instructions). */
const declarationParser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  processEntities: false,
});

/**
 * The position of the first markup declaration other than a comment or CDATA section ("<!DOCTYPE",
 * "<!ENTITY", …), or -1. fast-xml-parser reads "<!D…" as a DOCTYPE wherever it appears, so this looks
 * everywhere, comments included: refusing a file that merely mentions one in a comment is the safe side.
 */
function findMarkupDeclaration(xml: string): number {
  let at = xml.indexOf('<!');
  while (at !== -1) {
    if (!xml.startsWith('<!--', at) && !xml.startsWith('<![CDATA[', at)) return at;
    at = xml.indexOf('<!', at + 2);
  }
  return -1;
}

/** Decodes the bytes with the encoding the XML declaration names (UTF-8 without one). */
function decode(bytes: Buffer): { text: string } | { error: string } {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe)
    return decodeAs(bytes.subarray(2), 'utf-16le');
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff)
    return decodeAs(bytes.subarray(2), 'utf-16be');
  let start = 0;
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  // The declaration is ASCII in every encoding we accept: read it (through the XML parser) from the head.
  const head = bytes.subarray(start, start + 256).toString('latin1');
  let encoding = 'utf-8';
  if (head.startsWith('<?xml')) {
    const end = head.indexOf('?>');
    if (end !== -1) {
      try {
        const declaration = declarationParser.parse(`${head.slice(0, end + 2)}<x/>`) as XmlNode;
        const declared = (declaration['?xml'] as XmlNode | undefined)?.['@_encoding'];
        if (typeof declared === 'string' && declared.trim() !== '') encoding = declared.trim().toLowerCase();
      } catch {
        return { error: MESSAGES.notXml };
      }
    }
  }
  return decodeAs(bytes.subarray(start), encoding);
}

function decodeAs(bytes: Uint8Array, encoding: string): { text: string } | { error: string } {
  let decoder: InstanceType<typeof TextDecoder>;
  try {
    decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
  } catch {
    return { error: `Dit XML-bestand gebruikt een onbekende tekenset (${encoding}).` };
  }
  try {
    return { text: decoder.decode(bytes) };
  } catch {
    return {
      error: `Dit bestand is geen geldige ${encoding.toUpperCase()}-tekst; het is geen leesbare XML.`,
    };
  }
}

function looksLikePdf(bytes: Buffer | string): boolean {
  return typeof bytes === 'string'
    ? bytes.startsWith('%PDF-')
    : bytes.subarray(0, 5).toString('latin1') === '%PDF-';
}

function hasNamespace(root: XmlNode, namespace: string): boolean {
  return Object.entries(root).some(
    ([key, value]) => (key === '@_xmlns' || key.startsWith('@_xmlns:')) && value === namespace,
  );
}

/**
 * Parses one e-invoice file. Never throws: a file that is not a readable e-invoice gives `ok: false` with
 * Dutch messages for the user (field 'file' for the file as a whole, else the field that is wrong).
 */
export function parseEInvoice(xml: Buffer | string): ParseEInvoiceResult {
  try {
    return parseUnsafe(xml);
  } catch (cause) {
    // The library or a mapper failed in a way not foreseen above: still a clear answer, never a 500.
    return { ok: false, errors: [{ field: 'file', message: MESSAGES.unreadable }], cause };
  }
}

function parseUnsafe(input: Buffer | string): ParseEInvoiceResult {
  const size = typeof input === 'string' ? Buffer.byteLength(input, 'utf8') : input.length;
  if (size > E_INVOICE_MAX_BYTES) return refuse(MESSAGES.tooBig);
  if (size === 0) return refuse(MESSAGES.empty);
  if (looksLikePdf(input)) return refuse(MESSAGES.pdf);

  let xml: string;
  if (typeof input === 'string') {
    xml = input.startsWith('\uFEFF') ? input.slice(1) : input;
  } else {
    const decoded = decode(input);
    if ('error' in decoded) return refuse(decoded.error);
    xml = decoded.text;
  }
  if (xml.trim() === '') return refuse(MESSAGES.empty);
  if (!xml.trimStart().startsWith('<')) return refuse(MESSAGES.notXml);
  if (findMarkupDeclaration(xml) !== -1) return refuse(MESSAGES.doctype);

  const valid = XMLValidator.validate(xml);
  if (valid !== true) return refuse(MESSAGES.notXml);

  let tree: XmlNode;
  try {
    elementCount = 0;
    tree = parser.parse(xml) as XmlNode;
  } catch (error) {
    if (error instanceof TooManyElements) return refuse(MESSAGES.tooManyElements);
    if (error instanceof Error && /nested tags/i.test(error.message)) return refuse(MESSAGES.tooDeep);
    if (error instanceof Error && /entit/i.test(error.message)) return refuse(MESSAGES.doctype);
    return refuse(MESSAGES.notXml);
  }

  const rootName = Object.keys(tree).find((key) => !key.startsWith('?') && !key.startsWith('#'));
  const root = rootName ? (tree[rootName] as XmlNode[])[0] : undefined;
  if (!rootName || !root) return refuse(MESSAGES.notXml);

  let mapped: { invoice: ParsedEInvoice; errors: FieldError[] };
  if (rootName === 'Invoice' && hasNamespace(root, NS.ublInvoice)) mapped = mapUbl(root, 'ubl-invoice');
  else if (rootName === 'CreditNote' && hasNamespace(root, NS.ublCreditNote))
    mapped = mapUbl(root, 'ubl-credit-note');
  else if (rootName === 'CrossIndustryInvoice' && hasNamespace(root, NS.cii)) mapped = mapCii(root);
  else if (rootName === 'CrossIndustryDocument') return refuse(MESSAGES.zugferd1);
  else return refuse(MESSAGES.notInvoice);

  if (mapped.errors.length > 0) return { ok: false, errors: mapped.errors };
  return { ok: true, invoice: mapped.invoice };
}

/** The Dutch messages of a refused file (bounded-parse.ts answers a parse that ran out of bounds with one). */
export { MESSAGES as E_INVOICE_MESSAGES };
