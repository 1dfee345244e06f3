import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { formatCurrency, formatDate } from '@energiek/contracts/format';
import type { ClaimFinding } from '@energiek/domain/invoice-audit-claims';

// The claim letter (PDF, pdf-lib, as the tax-request letter): what the consultant sends the issuer of an
// invoice with deviations — invoice number, date, period, EANs and per finding the € paid too much. Dutch
// text; the standard Helvetica font covers Latin-1 and €.

const MARGIN = 56;
const WIDTH = 595.28; // A4
const HEIGHT = 841.89;

export type ClaimLetterInput = {
  customerName: string;
  issuerName: string;
  invoiceNumber: string;
  invoiceDate: string;
  periodFrom: string | null;
  periodTo: string | null;
  eans: string[];
  findings: (ClaimFinding & { ruleName: string; ean: string | null })[];
  total: string;
};

function printable(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[^\u0020-\u007e\u00a1-\u00ff€]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  return lines.length > 0 ? lines : [''];
}

export async function claimLetterPdf(input: ClaimLetterInput, generatedAt: Date): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Claim factuur ${input.invoiceNumber}`);
  pdf.setCreator('Energiek');
  pdf.setCreationDate(generatedAt);
  pdf.setModificationDate(generatedAt);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  const room = (size: number) => {
    if (y < MARGIN + size) {
      page = pdf.addPage([WIDTH, HEIGHT]);
      y = HEIGHT - MARGIN;
    }
  };
  const line = (text: string, o: { font?: PDFFont; size?: number; gap?: number; x?: number } = {}) => {
    const size = o.size ?? 10;
    const font = o.font ?? regular;
    const x = o.x ?? MARGIN;
    for (const part of wrap(printable(text), font, size, WIDTH - MARGIN - x)) {
      room(size);
      page.drawText(part, { x, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + 3;
    }
    y -= (o.gap ?? 5) - 3;
  };
  const period =
    input.periodFrom && input.periodTo
      ? `${formatDate(input.periodFrom)} t/m ${formatDate(input.periodTo)}`
      : 'niet vermeld';

  line('Energiek energieadvies', { font: bold, size: 12, gap: 18 });
  line(`Aan: ${input.issuerName}`, { gap: 4 });
  line(`Namens: ${input.customerName}`, { gap: 4 });
  line(`Datum: ${formatDate(generatedAt)}`, { gap: 16 });
  line(`Betreft: claim op factuur ${input.invoiceNumber}`, { font: bold, size: 14, gap: 12 });
  line(`Factuurnummer: ${input.invoiceNumber}`, { gap: 2 });
  line(`Factuurdatum: ${formatDate(input.invoiceDate)}`, { gap: 2 });
  line(`Periode: ${period}`, { gap: 2 });
  line(`EAN: ${input.eans.length > 0 ? input.eans.join(', ') : 'niet vermeld'}`, { gap: 12 });
  line('Geachte heer, mevrouw,', { gap: 8 });
  line(
    `Bij controle van bovengenoemde factuur namens ${input.customerName} hebben wij de volgende afwijkingen ` +
      'gevonden ten opzichte van de meetdata, de overeenkomst, de tarieven en de wettelijke heffingen. ' +
      'Wij verzoeken u het te veel gefactureerde bedrag te crediteren.',
    { gap: 12 },
  );
  line('Afwijkingen', { font: bold, size: 12, gap: 6 });
  for (const f of input.findings) {
    line(`${f.ruleName}${f.ean ? ` (EAN ${f.ean})` : ''}: ${formatCurrency(Number(f.amount))}`, {
      font: bold,
      gap: 2,
    });
    line(f.message, { x: MARGIN + 12, gap: 6 });
  }
  y -= 6;
  line(`Totaal te crediteren (excl. btw): ${formatCurrency(Number(input.total))}`, {
    font: bold,
    size: 12,
    gap: 12,
  });
  line(
    'Wij ontvangen graag binnen 30 dagen een creditnota onder vermelding van het factuurnummer. ' +
      'Voor vragen over deze berekening kunt u contact met ons opnemen.',
    { gap: 12 },
  );
  line('Met vriendelijke groet,', { gap: 4 });
  line('Energiek energieadvies', { gap: 16 });
  line(
    'Bijlage: de factuur. De bedragen zijn berekend met de schaduwfactuur van Energiek op de gegevens die bij het opstellen bekend waren.',
    { size: 8 },
  );
  return Buffer.from(await pdf.save());
}
