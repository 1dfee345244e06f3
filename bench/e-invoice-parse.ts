import { readFileSync } from 'node:fs';
import os from 'node:os';
import {
  E_INVOICE_MAX_BYTES,
  parseEInvoice,
} from '../apps/server/src/modules/invoices/e-invoice/parse-e-invoice.ts';

// `npm run bench e-invoice-parse`: the e-invoice parser alone (issue 28), in this process, no database.
// Prints the time of one parse (median and p95 over many runs, after a warm-up, and the CPU time per
// parse — steadier than wall time on a shared machine) for a typical invoice of each format, for 1,000-
// and 10,000-line invoices, and for an invoice just under the size limit (a PDF of ~15 MB embedded as
// base64), with the process's RSS after each. Figures only, never pass/fail.

const FIXTURES = new URL('../apps/server/src/modules/invoices/e-invoice/fixtures/', import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES), 'utf8');

/** The hand-written energy invoice with its five lines replaced by `count` supply lines. */
function manyLines(count: number): string {
  const energy = fixture('energy-si-ubl-invoice.xml');
  const start = energy.indexOf('  <cac:InvoiceLine>');
  const end = energy.indexOf('</cac:InvoiceLine>', start) + '</cac:InvoiceLine>\n'.length;
  const template = energy.slice(start, end);
  const lines: string[] = [];
  for (let id = 1; id <= count; id++)
    lines.push(template.replace('<cbc:ID>1</cbc:ID>', `<cbc:ID>${id}</cbc:ID>`));
  return energy.slice(0, start) + lines.join('') + '</Invoice>\n';
}

/** The energy invoice with a pseudo-PDF of about `bytes` bytes as its attachment. */
function withAttachment(bytes: number): string {
  const energy = fixture('energy-si-ubl-invoice.xml');
  const marker = 'filename="factuur-2025-000123.pdf">';
  const from = energy.indexOf(marker) + marker.length;
  const to = energy.indexOf('<', from);
  const pdf = Buffer.alloc(bytes, 0x25).toString('base64');
  return energy.slice(0, from) + pdf + energy.slice(to);
}

const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);
/** RSS before the first parse: the figures print the growth over it. */
let baseMb = 0;

function time(label: string, input: Buffer, runs: number) {
  for (let i = 0; i < Math.min(20, runs); i++) parseEInvoice(input);
  const times: number[] = [];
  let lines = 0;
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const result = parseEInvoice(input);
    times.push(performance.now() - started);
    if (!result.ok) throw new Error(`${label}: ${JSON.stringify(result.errors)}`);
    lines = result.invoice.lines.length;
  }
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000 / runs;
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.floor(times.length * 0.95)]!;
  const kb = Math.round(input.length / 1024);
  console.log(
    `  ${label.padEnd(34)} ${String(kb).padStart(6)} kB ${String(lines).padStart(5)} lines  median ${median.toFixed(2).padStart(8)} ms  p95 ${p95.toFixed(2).padStart(8)} ms  cpu ${cpuMs.toFixed(2).padStart(8)} ms/parse  rss +${rssMb() - baseMb} MB`,
  );
}

export async function benchEInvoiceParse() {
  baseMb = rssMb();
  console.log(
    `e-invoice parse (one process, no database; load ${os.loadavg()[0]!.toFixed(2)}; RSS before ${baseMb} MB)`,
  );
  time('energy SI-UBL invoice + 1 kB PDF', Buffer.from(fixture('energy-si-ubl-invoice.xml')), 2000);
  time('EN 16931 UBL example 1', Buffer.from(fixture('en16931-ubl-example1.xml')), 2000);
  time('EN 16931 CII example 1', Buffer.from(fixture('en16931-cii-example1.xml')), 2000);
  time('energy CII credit note', Buffer.from(fixture('energy-cii-credit-note.xml')), 2000);
  time('1,000-line UBL invoice', Buffer.from(manyLines(1000)), 50);
  time('10,000-line UBL invoice', Buffer.from(manyLines(10_000)), 5);
  const nearLimit = Buffer.from(withAttachment(Math.floor(((E_INVOICE_MAX_BYTES - 20_000) * 3) / 4)));
  time('just under 20 MB (embedded PDF)', nearLimit, 5);
  await Promise.resolve();
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEInvoiceParse();
