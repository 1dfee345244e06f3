import { fileTypeFromBuffer } from 'file-type';
import { DOCUMENT_TYPES, fileExtension, type DocumentExtension } from '@energiek/contracts/library';

// Which uploads the library accepts. The extension picks the expected type; the magic bytes must agree
// (a renamed .exe or an HTML page called .pdf is refused). The content type we store and serve comes
// from this table, never from the browser's Content-Type header.

/** What file-type must detect for each extension; null: a text format without magic bytes. */
const EXPECTED_DETECTION: Record<DocumentExtension, readonly string[] | null> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  xlsx: ['xlsx'],
  docx: ['docx'],
  // Legacy Office files are OLE compound files; file-type reports the container.
  xls: ['cfb', 'xls'],
  doc: ['cfb', 'doc'],
  zip: ['zip'],
  csv: null,
  txt: null,
};

/** Text that a browser could take for markup; refused even as .txt/.csv (defence in depth). */
const MARKUP_START = /^\s*<(!doctype\s+html|html|head|body|script|svg|\?xml|iframe|object|embed)\b/i;

function looksLikePlainText(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 64 * 1024);
  if (head.includes(0)) return false;
  const text = head.toString('utf8').replace(/^\uFEFF/, '');
  return !MARKUP_START.test(text);
}

/** The content type to store for an upload, or null when the file is not allowed. */
export async function allowedContentType(fileName: string, bytes: Buffer): Promise<string | null> {
  const extension = fileExtension(fileName);
  if (!Object.hasOwn(DOCUMENT_TYPES, extension)) return null;
  const key = extension as DocumentExtension;
  const expected = EXPECTED_DETECTION[key];
  const detected = await fileTypeFromBuffer(bytes);
  if (expected === null) {
    // Text formats have no signature: anything file-type recognises is something else in disguise.
    return detected === undefined && looksLikePlainText(bytes) ? DOCUMENT_TYPES[key] : null;
  }
  return detected && expected.includes(detected.ext) ? DOCUMENT_TYPES[key] : null;
}
