import { serveBoundedTasks } from '../../../lib/bounded-process.ts';
import { parseEInvoice, type ParseEInvoiceResult } from './parse-e-invoice.ts';

// The parse process of e-invoices (bounded-parse.ts forks it): a file's bytes come in one message, the
// parse's answer goes back in one. An unforeseen failure's cause travels as its message.
serveBoundedTasks<Uint8Array, ParseEInvoiceResult>((bytes) => {
  const result = parseEInvoice(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (result.ok || result.cause === undefined) return result;
  const cause = result.cause instanceof Error ? result.cause.message : String(result.cause);
  return { ...result, cause };
});
