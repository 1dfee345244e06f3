import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseEInvoiceBounded } from './bounded-parse.ts';
import { parseEInvoice } from './parse-e-invoice.ts';

// The e-invoice parse in its bounded child process (issue 33): the same answer as the parser in this
// process, and a Dutch refusal — not a crash of this process — when the child runs out of heap or time.

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** A UBL invoice of `count` lines (~0.8 kB each): large enough to need memory and time. */
function manyLines(count: number): Buffer {
  const energy = fixture('energy-si-ubl-invoice.xml').toString('utf8');
  const start = energy.indexOf('  <cac:InvoiceLine>');
  const end = energy.indexOf('</cac:InvoiceLine>', start) + '</cac:InvoiceLine>\n'.length;
  const line = energy.slice(start, end);
  return Buffer.from(energy.slice(0, start) + line.repeat(count) + '</Invoice>\n');
}

describe('parseEInvoiceBounded', () => {
  it('answers exactly what the parser answers in this process, attachments as Buffers', async () => {
    for (const name of [
      'energy-si-ubl-invoice.xml',
      'en16931-cii-example1.xml',
      'en16931-ubl-creditnote1.xml',
    ]) {
      const bytes = fixture(name);
      const bounded = await parseEInvoiceBounded(bytes);
      expect(bounded).toEqual(parseEInvoice(bytes));
      if (bounded.ok)
        for (const attachment of bounded.invoice.attachments)
          expect(Buffer.isBuffer(attachment.content)).toBe(true);
    }
  });

  it('passes a refusal of the parser on unchanged', async () => {
    const result = await parseEInvoiceBounded(Buffer.from('geen xml'));
    expect(result).toEqual({ ok: false, errors: [{ field: 'file', message: 'Dit bestand is geen XML.' }] });
  });

  it('refuses in Dutch when the child runs out of heap, and this process goes on', async () => {
    const result = await parseEInvoiceBounded(manyLines(8_000), { heapMb: 16, timeMs: 60_000 });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors).toEqual([
        { field: 'file', message: 'Dit XML-bestand is te groot of te ingewikkeld om in te lezen.' },
      ]);
    expect((await parseEInvoiceBounded(fixture('energy-si-ubl-invoice.xml'))).ok).toBe(true);
  });

  it('parses many files in parallel, each with its own answer', async () => {
    const names = ['energy-si-ubl-invoice.xml', 'en16931-cii-example1.xml', 'en16931-ubl-example1.xml'];
    const results = await Promise.all(
      Array.from({ length: 9 }, (_, index) => parseEInvoiceBounded(fixture(names[index % 3]!))),
    );
    results.forEach((result, index) => expect(result).toEqual(parseEInvoice(fixture(names[index % 3]!))));
  });

  it('refuses in Dutch when the parse takes longer than its time', async () => {
    const result = await parseEInvoiceBounded(manyLines(2_000), { heapMb: 512, timeMs: 50 });
    expect(result).toMatchObject({
      ok: false,
      errors: [{ field: 'file', message: 'Dit XML-bestand kon niet op tijd worden gelezen.' }],
    });
  });
});
