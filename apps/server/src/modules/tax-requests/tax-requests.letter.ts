import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatCurrency, formatDate, formatVolume } from '@energiek/contracts/format';
import {
  TAX_REQUEST_STATUS_LABELS,
  TAX_REQUEST_TYPE_LABELS,
  lastDayOf,
  type TaxRequestItem,
} from '@energiek/contracts/tax-requests';

// The request letter (PDF, pdf-lib): what the consultancy sends with a refund request, generated from the
// stored request. Dutch text; the standard Helvetica font covers Latin-1 and €.

const MARGIN = 56;
const WIDTH = 595.28; // A4
const HEIGHT = 841.89;

/** Helvetica (WinAnsi) cannot draw every character: keep Latin-1 and €, replace the rest. */
function printable(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/[^\u0020-\u007e\u00a1-\u00ff€]/g, '?');
}

type Writer = { page: PDFPage; y: number };

/** Splits text into lines no wider than `width` (a word longer than a line is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let cut = rest.length - 1;
      while (cut > 1 && font.widthOfTextAtSize(rest.slice(0, cut), size) > width) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    current = rest;
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}

export async function requestLetterPdf(request: TaxRequestItem, generatedAt: Date): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Verzoek om teruggaaf energiebelasting ${request.id}`);
  pdf.setCreator('Energiek');
  pdf.setCreationDate(generatedAt);
  pdf.setModificationDate(generatedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer: Writer = { page: pdf.addPage([WIDTH, HEIGHT]), y: HEIGHT - MARGIN };

  /** Draws text, wrapped at the page width, and moves down; a new page when this one is full. */
  const line = (text: string, options: { font?: PDFFont; size?: number; gap?: number } = {}) => {
    const size = options.size ?? 10;
    const font = options.font ?? regular;
    for (const part of wrap(printable(text), font, size, WIDTH - 2 * MARGIN)) {
      if (writer.y < MARGIN + size) {
        writer.page = pdf.addPage([WIDTH, HEIGHT]);
        writer.y = HEIGHT - MARGIN;
      }
      writer.page.drawText(part, { x: MARGIN, y: writer.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      writer.y -= size + 3;
    }
    writer.y -= (options.gap ?? 5) - 3;
  };
  const field = (label: string, value: string) => {
    const size = 10;
    if (writer.y < MARGIN + size) {
      writer.page = pdf.addPage([WIDTH, HEIGHT]);
      writer.y = HEIGHT - MARGIN;
    }
    writer.page.drawText(printable(label), { x: MARGIN, y: writer.y - size, size, font: bold });
    writer.page.drawText(printable(value), { x: MARGIN + 170, y: writer.y - size, size, font: regular });
    writer.y -= size + 6;
  };
  const unit = request.product === 1 ? 'kWh' : 'm³';

  line('Energiek energieadvies', { font: bold, size: 12, gap: 18 });
  line('Verzoek om teruggaaf energiebelasting', { font: bold, size: 16, gap: 16 });
  field('Aanvrager', request.customerName);
  field('Soort verzoek', TAX_REQUEST_TYPE_LABELS[request.type]);
  field('Product', request.product === 1 ? 'Elektriciteit' : 'Gas');
  field('Verbruiksperiode', `${formatDate(request.from)} t/m ${formatDate(lastDayOf(request.to))}`);
  field('Gebruik', request.business ? 'Zakelijk' : 'Niet-zakelijk');
  if (request.type === 'multiple-properties' && request.properties !== null) {
    field('Aantal panden', String(request.properties));
  }
  field('Status', TAX_REQUEST_STATUS_LABELS[request.status]);
  field('Uiterste indiendatum', formatDate(request.deadline));
  writer.y -= 8;
  // What the consultant must see before this letter is sent (issue 27).
  if (request.deadlinePassed) {
    line(
      `Let op: de uiterste indiendatum (${formatDate(request.deadline)}) is verstreken; dit verzoek wordt te laat ingediend.`,
      { font: bold, gap: 8 },
    );
  }
  if (request.unverifiedYears.length > 0) {
    line(
      `Tarief niet geverifieerd: de tarieven energiebelasting van ${request.unverifiedYears.join(', ')} zijn nog niet ` +
        'gecontroleerd tegen de tabel "Tarieven milieubelastingen" van de Belastingdienst; het bedrag kan afwijken.',
      { font: bold, gap: 8 },
    );
  }

  line('Aansluitingen', { font: bold, size: 12, gap: 8 });
  for (const connection of request.connections) {
    line(
      `EAN ${connection.ean} · ${connection.address || 'adres onbekend'} · ${formatVolume(connection.volume, unit)}` +
        `${connection.reduction ? ' · verblijfsfunctie' : ''}`,
    );
  }
  writer.y -= 8;
  line(`Berekend bedrag teruggaaf: ${formatCurrency(request.amount)}`, { font: bold, size: 12, gap: 8 });
  if (request.note) line(`Toelichting: ${request.note}`, { gap: 8 });

  if (request.documents.length > 0) {
    line('Bijlagen', { font: bold, size: 12, gap: 8 });
    for (const document of request.documents) line(`- ${document.fileName}`);
    writer.y -= 8;
  }
  line(
    `Opgesteld op ${formatDate(generatedAt)}. Het bedrag is berekend met de tarieven energiebelasting die in de ` +
      'parameters staan; controleer ze tegen de tabel "Tarieven milieubelastingen" van de Belastingdienst.',
    { size: 8 },
  );
  return Buffer.from(await pdf.save());
}
