import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type Decimal from 'decimal.js';
import {
  formatCurrency,
  formatDate,
  formatNumber,
  formatPrice,
  formatQuantity,
} from '@energiek/contracts/format';
import { TAX_REQUEST_TYPE_LABELS, lastDayOf, type TaxRequestItem } from '@energiek/contracts/tax-requests';
import type { RefundBreakdown, RefundBreakdownRow } from '@energiek/domain/energy-tax-refund';

// The request letter (PDF, pdf-lib) the applicant sends to the Belastingdienst (issue 32: it was a data
// sheet): addressee, the applicant with address, KvK and IBAN, the legal basis, the calculation per year
// and bracket, the amount, date and signature line. Generated from the stored request, again whenever the
// request changes. Dutch text; the standard Helvetica font covers Latin-1 and €. The text is built by
// letterLines() (tested as text); the PDF only lays it out.

/** The applicant as the letter names it (the customer's postal address, else its visiting address). */
export type LetterApplicant = {
  name: string;
  addressLines: string[];
  kvkNumber: string | null;
  iban: string | null;
};

export type LetterLine = { text: string; style?: 'title' | 'heading' | 'bold' | 'small'; gap?: number };

/**
 * The legal basis per type. The articles are those of the Wet belastingen op milieugrondslag (Wbm) as the
 * consultancy cites them; a consultant checks them before sending, like the rates.
 */
export const LEGAL_BASIS: Record<TaxRequestItem['type'], string> = {
  complex:
    'Op grond van de complexbepaling van de Wet belastingen op milieugrondslag (hoofdstuk V, energiebelasting) ' +
    'gelden de aansluitingen hieronder, die tot één onroerende zaak of complex van dezelfde verbruiker behoren, ' +
    'als één aansluiting voor de tariefschijven. Wij verzoeken u het verschil met de afzonderlijk geheven ' +
    'energiebelasting terug te geven.',
  anbi:
    'Op grond van artikel 36p van de Wet belastingen op milieugrondslag verzoeken wij om teruggaaf van 50 % ' +
    'van de energiebelasting, verminderd met de belastingvermindering, voor de gebouwen van deze algemeen nut ' +
    'beogende (of sociaal belang behartigende) instelling.',
  'multiple-properties':
    'Achter de aansluiting hieronder liggen meer verblijfsobjecten dan de leverancier heeft verrekend. Op grond ' +
    'van artikel 63 van de Wet belastingen op milieugrondslag verzoeken wij om teruggaaf van de ' +
    'belastingvermindering voor ieder verder verblijfsobject, naar rato van de dagen.',
};

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

const money = (value: Decimal) => formatCurrency(value.toNumber());

function bracketText(row: RefundBreakdownRow, unit: 'kWh' | 'm³'): string {
  const from = formatNumber(row.bracketFrom ?? 0);
  const range =
    row.bracketTo === null ? `vanaf ${from} ${unit}` : `${from} – ${formatNumber(row.bracketTo)} ${unit}`;
  const levy = row.levy === 'ode' ? 'ODE' : 'EB';
  const price = formatPrice(row.rate?.toNumber() ?? null, unit === 'kWh' ? '€/kWh' : '€/m³');
  return `${levy} schijf ${range}: ${formatQuantity(row.volume?.toNumber() ?? null, unit)} × ${price} = ${money(row.amount)}`;
}

function calculationLines(request: TaxRequestItem, breakdown: RefundBreakdown): LetterLine[] {
  const unit = request.product === 1 ? 'kWh' : 'm³';
  const lines: LetterLine[] = [{ text: 'Berekening per jaar en schijf', style: 'heading', gap: 8 }];
  const years = [...new Set(breakdown.rows.map((r) => r.year))].sort((a, b) => a - b);
  for (const year of years) {
    lines.push({ text: String(year), style: 'bold' });
    const rows = breakdown.rows.filter((r) => r.year === year);
    for (const row of rows) {
      if (row.kind === 'separate') {
        lines.push({
          text: `Afzonderlijk geheven (som van de aansluitingen, na vermindering): ${money(row.amount)}`,
        });
        lines.push({ text: 'Als één aansluiting:' });
      } else if (row.kind === 'bracket') {
        const who = row.connection === null ? '' : `EAN ${request.connections[row.connection]?.ean ?? ''} · `;
        lines.push({ text: `${who}${bracketText(row, unit)}` });
      } else if (request.type === 'multiple-properties') {
        const extra = (request.properties ?? 1) - 1;
        lines.push({
          text: `Belastingvermindering voor ${extra} verder(e) verblijfsobject(en): ${money(row.amount)}`,
        });
      } else {
        lines.push({ text: `Belastingvermindering: ${money(row.amount)}` });
      }
    }
    lines.push({ text: '', gap: 2 });
  }
  const rule =
    request.type === 'complex'
      ? 'Teruggaaf: afzonderlijk geheven min de belasting als één aansluiting'
      : request.type === 'anbi'
        ? 'Teruggaaf: 50 % van (energiebelasting min vermindering) per aansluiting, niet lager dan nul'
        : 'Teruggaaf: de verminderingen hierboven';
  lines.push({ text: `${rule}: ${money(breakdown.amount)} (afgerond op centen).`, style: 'bold', gap: 10 });
  return lines;
}

/** The letter's text, top to bottom. */
export function letterLines(
  request: TaxRequestItem,
  applicant: LetterApplicant,
  breakdown: RefundBreakdown,
  date: Date,
): LetterLine[] {
  const unit = request.product === 1 ? 'kWh' : 'm³';
  const period = `${formatDate(request.from)} t/m ${formatDate(lastDayOf(request.to))}`;
  const lines: LetterLine[] = [
    { text: applicant.name, style: 'bold' },
    ...applicant.addressLines.map((text) => ({ text })),
    { text: `KvK-nummer: ${applicant.kvkNumber ?? 'niet bekend'}` },
    { text: `IBAN voor de teruggaaf: ${applicant.iban ?? 'niet bekend'}`, gap: 16 },
    { text: 'Belastingdienst', style: 'bold' },
    { text: 't.a.v. teruggaaf energiebelasting', gap: 16 },
    { text: `Datum: ${formatDate(date)}` },
    {
      text: `Betreft: verzoek om teruggaaf energiebelasting (${TAX_REQUEST_TYPE_LABELS[request.type].toLowerCase()}), ${period}`,
      style: 'bold',
      gap: 14,
    },
    { text: 'Geachte heer, mevrouw,', gap: 8 },
    { text: LEGAL_BASIS[request.type], gap: 8 },
    {
      text:
        `Het verzoek betreft ${request.product === 1 ? 'elektriciteit' : 'aardgas'}, ${request.business ? 'zakelijk' : 'niet-zakelijk'} ` +
        `verbruik, over de periode ${period}` +
        (request.type === 'multiple-properties' && request.properties !== null
          ? `, met ${request.properties} verblijfsobjecten achter de aansluiting.`
          : '.'),
      gap: 10,
    },
    { text: 'Aansluitingen', style: 'heading', gap: 8 },
    ...request.connections.map((c) => ({
      text:
        `EAN ${c.ean} · ${c.address || 'adres onbekend'} · ${formatQuantity(c.volume, unit)}` +
        (c.reduction ? ' · met verblijfsfunctie' : ''),
    })),
    { text: '', gap: 6 },
    ...calculationLines(request, breakdown),
  ];
  if (request.unverifiedYears.length > 0) {
    lines.push({
      text:
        `Let op (intern): de tarieven van ${request.unverifiedYears.join(', ')} zijn nog niet gecontroleerd tegen ` +
        'de tabel "Tarieven milieubelastingen" van de Belastingdienst.',
      style: 'bold',
      gap: 8,
    });
  }
  const expired = request.yearDeadlines.filter((y) => y.passed);
  if (!request.deadlinePassed && expired.length > 0) {
    lines.push({
      text:
        `Let op (intern): de termijn voor ${expired.map((y) => y.year).join(', ')} is verstreken ` +
        `(${expired.map((y) => formatDate(y.deadline)).join(', ')}); die jaren kunnen niet meer worden teruggevraagd.`,
      style: 'bold',
      gap: 8,
    });
  }
  if (request.earliestDeadline) {
    lines.push({
      text:
        `Let op (intern): het deel over ${request.earliestDeadline.year} moet uiterlijk ` +
        `${formatDate(request.earliestDeadline.deadline)} zijn ingediend.`,
      style: 'bold',
      gap: 8,
    });
  }
  if (request.deadlinePassed) {
    lines.push({
      text: `Let op (intern): de uiterste indiendatum (${formatDate(request.deadline)}) is verstreken.`,
      style: 'bold',
      gap: 8,
    });
  }
  if (request.note) lines.push({ text: `Toelichting: ${request.note}`, gap: 8 });
  if (request.documents.length > 0) {
    lines.push({ text: 'Bijlagen', style: 'heading', gap: 8 });
    for (const document of request.documents) lines.push({ text: `- ${document.fileName}` });
  }
  lines.push(
    { text: '', gap: 8 },
    {
      text: `Wij verzoeken u het bedrag van ${money(breakdown.amount)} over te maken op ${applicant.iban ?? 'het rekeningnummer van de aanvrager'}.`,
      gap: 14,
    },
    { text: 'Met vriendelijke groet,', gap: 30 },
    { text: 'Handtekening: ______________________________', gap: 10 },
    { text: 'Naam en functie: ___________________________' },
    { text: `Namens ${applicant.name}`, gap: 14 },
    {
      text:
        'Tarieven: tabel "Tarieven milieubelastingen" van de Belastingdienst, zoals vastgelegd in de parameters. ' +
        'Opgesteld met Energiek energieadvies.',
      style: 'small',
    },
  );
  return lines;
}

export async function requestLetterPdf(
  request: TaxRequestItem,
  applicant: LetterApplicant,
  breakdown: RefundBreakdown,
  generatedAt: Date,
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Verzoek om teruggaaf energiebelasting ${request.id}`);
  pdf.setCreator('Energiek');
  pdf.setCreationDate(generatedAt);
  pdf.setModificationDate(generatedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const writer: Writer = { page: pdf.addPage([WIDTH, HEIGHT]), y: HEIGHT - MARGIN };
  const sizes = { title: 16, heading: 12, bold: 10, small: 8 } as const;
  for (const entry of letterLines(request, applicant, breakdown, generatedAt)) {
    const size = entry.style ? sizes[entry.style] : 10;
    const font = entry.style && entry.style !== 'small' ? bold : regular;
    for (const part of wrap(printable(entry.text), font, size, WIDTH - 2 * MARGIN)) {
      if (writer.y < MARGIN + size) {
        writer.page = pdf.addPage([WIDTH, HEIGHT]);
        writer.y = HEIGHT - MARGIN;
      }
      writer.page.drawText(part, { x: MARGIN, y: writer.y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      writer.y -= size + 3;
    }
    writer.y -= (entry.gap ?? 5) - 3;
  }
  return Buffer.from(await pdf.save());
}
