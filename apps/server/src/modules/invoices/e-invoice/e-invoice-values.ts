// Reading values out of the tree fast-xml-parser builds for an e-invoice (see parse-e-invoice.ts for the
// parser options): every element is an array of nodes, every node an object whose text is under '#text'
// and whose attributes are under '@_name'. Nothing here looks at XML text itself; the checks on amounts,
// dates and EAN codes work on the text content of single elements.
import { isValidEan } from '@energiek/contracts/ean';

export type XmlNode = { [key: string]: unknown };

export type FieldError = { field: string; message: string };

/** All child elements with this local name. */
export function all(node: XmlNode | undefined, name: string): XmlNode[] {
  const value = node?.[name];
  return Array.isArray(value) ? (value as XmlNode[]) : [];
}

/** The first element down this path of local names. */
export function first(node: XmlNode | undefined, ...path: string[]): XmlNode | undefined {
  let current = node;
  for (const name of path) {
    current = all(current, name)[0];
    if (!current) return undefined;
  }
  return current;
}

/** Trimmed text of the first element down this path, or null when missing or empty. */
export function text(node: XmlNode | undefined, ...path: string[]): string | null {
  const target = path.length ? first(node, ...path) : node;
  const value = target?.['#text'];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

export function attr(node: XmlNode | undefined, name: string): string | null {
  const value = node?.[`@_${name}`];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Texts of every element with this name under each node of the path's last-but-one level. */
export function texts(nodes: XmlNode[], name: string): string[] {
  const out: string[] = [];
  for (const node of nodes) {
    for (const child of all(node, name)) {
      const value = text(child);
      if (value !== null) out.push(value);
    }
  }
  return out;
}

const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/**
 * An amount, quantity or percentage as an exact decimal string ("1460.5", "-25.00"): the text as the
 * invoice wrote it, without a leading '+' and with a leading zero before a bare '.'. Never a float.
 */
export class Values {
  readonly errors: FieldError[] = [];

  decimal(value: string | null, field: string, label: string): string | null {
    if (value === null) return null;
    const compact = value.replace(/\s+/g, '');
    if (!DECIMAL.test(compact)) {
      this.errors.push({ field, message: `${label} "${value}" is geen geldig getal.` });
      return null;
    }
    let out = compact.startsWith('+') ? compact.slice(1) : compact;
    if (out.startsWith('.')) out = `0${out}`;
    else if (out.startsWith('-.')) out = `-0${out.slice(1)}`;
    if (out.endsWith('.')) out = out.slice(0, -1);
    return out;
  }

  /** Like decimal(), but a missing value is an error too. */
  requiredDecimal(value: string | null, field: string, label: string): string {
    if (value === null) {
      this.errors.push({ field, message: `${label} ontbreekt in de e-factuur.` });
      return '0';
    }
    return this.decimal(value, field, label) ?? '0';
  }

  required(value: string | null, field: string, label: string): string {
    if (value === null) {
      this.errors.push({ field, message: `${label} ontbreekt in de e-factuur.` });
      return '';
    }
    return value;
  }

  /**
   * The invoice date: the value a date reader gave, or an error when there was none. (A date that was
   * there but unreadable already has its error; this adds one only when the date is missing.)
   */
  requiredDate(value: string | null, field: string): string {
    if (value === null && !this.errors.some((error) => error.field === field)) {
      this.errors.push({ field, message: 'De factuurdatum ontbreekt in de e-factuur.' });
    }
    return value ?? '';
  }

  /** UBL xs:date ("2019-10-01", maybe with a zone suffix) → YYYY-MM-DD. */
  ublDate(value: string | null, field: string, label: string): string | null {
    if (value === null) return null;
    return this.checkDate(value.slice(0, 10), value, field, label);
  }

  /** CII udt:DateTimeString: format 102 (YYYYMMDD) is the EN 16931 one; 610 (YYYYMM) → the 1st. */
  ciiDate(node: XmlNode | undefined, field: string, label: string): string | null {
    const dateNode = first(node, 'DateTimeString') ?? first(node, 'DateString');
    const value = text(dateNode);
    if (value === null) return null;
    const format = attr(dateNode, 'format') ?? '102';
    if (format === '102' && /^\d{8}$/.test(value)) {
      return this.checkDate(
        `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`,
        value,
        field,
        label,
      );
    }
    if (format === '610' && /^\d{6}$/.test(value)) {
      return this.checkDate(`${value.slice(0, 4)}-${value.slice(4, 6)}-01`, value, field, label);
    }
    this.errors.push({ field, message: `${label} "${value}" is geen datum die we kunnen lezen.` });
    return null;
  }

  private checkDate(iso: string, original: string, field: string, label: string): string | null {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
    if (match) {
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      const date = new Date(Date.UTC(year, month - 1, day));
      if (date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day) {
        return iso;
      }
    }
    this.errors.push({ field, message: `${label} "${original}" is geen geldige datum.` });
    return null;
  }
}

/** An 18-digit code with a valid GS1 check digit (a Dutch connection EAN starts with 871). */
export function asEan(value: string | null): string | null {
  if (value === null) return null;
  const compact = value.replace(/[\s.-]/g, '');
  return isValidEan(compact) ? compact : null;
}

/** The first valid Dutch connection EAN (871…, 18 digits, right check digit) in free text. */
export function eanInText(value: string | null): string | null {
  if (value === null) return null;
  for (const match of value.matchAll(/(?<!\d)871\d{15}(?!\d)/g)) {
    if (isValidEan(match[0])) return match[0];
  }
  return null;
}

/**
 * A line's connection EAN: the first valid Dutch one (871…) among its identifiers, else in its texts.
 * The 871 prefix matters here: an 18-digit GS1 code in an item identifier may also be a shipping code.
 */
export function firstEan(identifiers: (string | null)[], freeTexts: (string | null)[]): string | null {
  for (const id of identifiers) {
    const ean = asEan(id);
    if (ean?.startsWith('871')) return ean;
  }
  for (const value of freeTexts) {
    const ean = eanInText(value);
    if (ean) return ean;
  }
  return null;
}

/** An attachment's base64 content (whitespace allowed) → bytes, or null when it is not base64. */
export function decodeBase64(value: string | null): Buffer | null {
  if (value === null) return null;
  const compact = value.replace(/\s+/g, '');
  // A search for one bad character, not one pattern over the whole text: `^[…]+={0,2}$` over megabytes ran
  // out of the regular-expression stack now and then ("Maximum call stack size exceeded").
  const digits = compact.replace(/={1,2}$/, '');
  if (
    compact.length === 0 ||
    compact.length % 4 !== 0 ||
    digits.length === 0 ||
    /[^A-Za-z0-9+/]/.test(digits)
  )
    return null;
  return Buffer.from(compact, 'base64');
}

export function isTrue(value: string | null): boolean {
  return value === 'true' || value === '1';
}

/** Codes (UNCL 1001) that make a document a credit note even under an Invoice root. */
export const CREDIT_NOTE_TYPE_CODES = new Set([
  '81',
  '83',
  '261',
  '262',
  '296',
  '308',
  '381',
  '396',
  '420',
  '458',
  '532',
]);
