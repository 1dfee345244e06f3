import { BoundedTaskError, runBoundedTask, type BoundedTaskLimits } from '../../../lib/bounded-process.ts';
import { E_INVOICE_MAX_BYTES, E_INVOICE_MESSAGES, type ParseEInvoiceResult } from './parse-e-invoice.ts';

// Every e-invoice the server reads is parsed here: in a child process of its own with its heap and time
// bounded (lib/bounded-process.ts), never on the thread that serves requests (issue 33). parseEInvoice's
// own bounds (20 MB, depth, elements, no DOCTYPE) still answer first; these catch what they do not: a file
// within them whose parse takes seconds of CPU (a 10,000-line invoice: ~1 s) or more memory than it should.

const CHILD = new URL('./e-invoice-child.ts', import.meta.url);

/** Bounds of one parse. Measured: a 20 MB invoice (a 15 MB PDF embedded) takes ~300 ms and ~250 MB. */
export const E_INVOICE_PARSE_LIMITS: BoundedTaskLimits = { heapMb: 512, timeMs: 60_000 };

const BOUND_MESSAGES = {
  heap: 'Dit XML-bestand is te groot of te ingewikkeld om in te lezen.',
  time: 'Dit XML-bestand kon niet op tijd worden gelezen.',
};

/** parseEInvoice in a bounded child process. Never throws: a bound reached is a Dutch error on 'file'. */
export async function parseEInvoiceBounded(
  bytes: Buffer,
  limits: BoundedTaskLimits = E_INVOICE_PARSE_LIMITS,
): Promise<ParseEInvoiceResult> {
  // The size bound needs no process (and keeps a huge file out of the message).
  if (bytes.length > E_INVOICE_MAX_BYTES)
    return { ok: false, errors: [{ field: 'file', message: E_INVOICE_MESSAGES.tooBig }] };
  try {
    const result = await runBoundedTask<Buffer, ParseEInvoiceResult>(CHILD, bytes, limits);
    if (!result.ok) return result;
    // Buffers come back as Uint8Arrays.
    const attachments = result.invoice.attachments.map((attachment) => ({
      ...attachment,
      content: Buffer.from(attachment.content),
    }));
    return { ok: true, invoice: { ...result.invoice, attachments } };
  } catch (error) {
    const message =
      error instanceof BoundedTaskError && error.reason !== 'crash'
        ? BOUND_MESSAGES[error.reason]
        : E_INVOICE_MESSAGES.unreadable;
    return { ok: false, errors: [{ field: 'file', message }], cause: error };
  }
}
