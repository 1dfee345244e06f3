import { PDFDocument, StandardFonts, rgb, type PDFFont } from 'pdf-lib';
import { formatDate, formatDateTime } from '@energiek/contracts/format';
import {
  PRICE_TYPE_LABELS,
  PRODUCT_LABELS,
  type AgreementRate,
  type SupplyAgreementItem,
} from '@energiek/contracts/supply-agreements';
import { noticeDeadline } from '@energiek/domain/agreement-deadlines';

// The agreement as PDF (pdf-lib, as the tax-request letter), and the signed copy: the same pages with a
// signature page appended. The agreement PDF is deterministic (its dates are the agreement's last change),
// so the hash the signer saw can be checked when they sign.

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

type Fonts = { regular: PDFFont; bold: PDFFont };

/** A simple top-down writer over pages of a document. */
function writer(pdf: PDFDocument, fonts: Fonts) {
  let page = pdf.addPage([WIDTH, HEIGHT]);
  let y = HEIGHT - MARGIN;
  const room = (size: number) => {
    if (y < MARGIN + size) {
      page = pdf.addPage([WIDTH, HEIGHT]);
      y = HEIGHT - MARGIN;
    }
  };
  return {
    line(text: string, options: { bold?: boolean; size?: number; gap?: number } = {}) {
      const size = options.size ?? 10;
      const font = options.bold ? fonts.bold : fonts.regular;
      for (const part of wrap(printable(text), font, size, WIDTH - 2 * MARGIN)) {
        room(size);
        page.drawText(part, { x: MARGIN, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
        y -= size + 3;
      }
      y -= (options.gap ?? 5) - 3;
    },
    field(label: string, value: string) {
      room(10);
      page.drawText(printable(label), { x: MARGIN, y: y - 10, size: 10, font: fonts.bold });
      for (const [i, part] of wrap(printable(value), fonts.regular, 10, WIDTH - 2 * MARGIN - 170).entries()) {
        if (i > 0) {
          y -= 13;
          room(10);
        }
        page.drawText(part, { x: MARGIN + 170, y: y - 10, size: 10, font: fonts.regular });
      }
      y -= 16;
    },
    space(points: number) {
      y -= points;
    },
  };
}

const euro = (value: number | null, decimals = 6) =>
  value === null ? '' : `€ ${value.toFixed(decimals).replace('.', ',')}`;

function rateText(agreement: SupplyAgreementItem, rate: AgreementRate): string {
  const unit = agreement.product === 1 ? 'kWh' : 'm³';
  const parts: string[] = [];
  if (agreement.priceType === 'fixed') {
    if (rate.single !== null) parts.push(`enkeltarief ${euro(rate.single)}/kWh`);
    if (rate.normal !== null) parts.push(`normaal ${euro(rate.normal)}/kWh`);
    if (rate.low !== null) parts.push(`dal ${euro(rate.low)}/kWh`);
    if (rate.gas !== null) parts.push(`gas ${euro(rate.gas)}/m³`);
  } else if (agreement.priceType === 'variable') {
    parts.push(`${rate.indexName ?? ''} + opslag ${euro(rate.markup)}/${unit}`);
  } else parts.push(`gewogen klikprijs + opslag ${euro(rate.markup, 2)}/MWh`);
  parts.push(`vastrecht ${euro(rate.fixedFeeMonth, 2)} per maand`);
  if (rate.greenCertificates !== null) parts.push(`GvO ${euro(rate.greenCertificates)}/kWh`);
  const period = `${formatDate(rate.validFrom)} t/m ${rate.validTo ? formatDate(rate.validTo) : 'einde'}`;
  return `${period}: ${parts.join(', ')}`;
}

export async function agreementPdf(agreement: SupplyAgreementItem): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const stamp = new Date(agreement.updatedAt);
  pdf.setTitle(`Leveringsovereenkomst ${agreement.reference || agreement.id}`);
  pdf.setCreator('Energiek');
  pdf.setProducer('Energiek');
  pdf.setCreationDate(stamp);
  pdf.setModificationDate(stamp);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const w = writer(pdf, fonts);
  w.line('Energiek energieadvies', { bold: true, size: 12, gap: 18 });
  w.line('Leveringsovereenkomst', { bold: true, size: 16, gap: 16 });
  w.field('Klant', agreement.customerName);
  if (agreement.entityName) w.field('Contractant', agreement.entityName);
  w.field('Leverancier', agreement.supplierName);
  w.field('Contractnummer', agreement.reference || '-');
  w.field(
    'Product',
    `${PRODUCT_LABELS[agreement.product]}${agreement.productName ? ` (${agreement.productName})` : ''}`,
  );
  w.field('Prijsvorm', PRICE_TYPE_LABELS[agreement.priceType]);
  w.field('Looptijd', `${formatDate(agreement.startDate)} t/m ${formatDate(agreement.endDate)}`);
  w.field(
    'Opzegtermijn',
    `${agreement.noticeMonths} maand(en), uiterlijk ${formatDate(noticeDeadline(agreement.endDate, agreement.noticeMonths))}`,
  );
  w.field(
    'Stilzwijgende verlenging',
    agreement.tacitRenewal
      ? `Ja, telkens met ${agreement.renewalMonths ?? 'de oorspronkelijke looptijd in'} maanden`
      : 'Nee',
  );
  w.space(8);
  w.line('Tarieven', { bold: true, size: 12, gap: 8 });
  for (const rate of agreement.rates) w.line(`- ${rateText(agreement, rate)}`);
  w.space(8);
  w.line(`Aansluitingen (${agreement.connections.length})`, { bold: true, size: 12, gap: 8 });
  for (const c of agreement.connections) {
    const from = c.fromDate ? formatDate(c.fromDate) : formatDate(agreement.startDate);
    const to = c.toDate ? formatDate(c.toDate) : formatDate(agreement.endDate);
    w.line(`- EAN ${c.ean} · ${c.address || 'adres onbekend'} · ${from} t/m ${to}`);
  }
  if (agreement.note) {
    w.space(8);
    w.line(`Toelichting: ${agreement.note}`);
  }
  return Buffer.from(await pdf.save());
}

export type SignatureFacts = {
  signerName: string;
  emailAddress: string;
  signedAt: Date;
  ip: string;
  documentHash: string;
  requestId: number;
};

/** The agreement's pages with a signature page appended. */
export async function signedAgreementPdf(original: Buffer, facts: SignatureFacts): Promise<Buffer> {
  const pdf = await PDFDocument.load(original);
  pdf.setModificationDate(facts.signedAt);
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const w = writer(pdf, fonts);
  w.line('Ondertekening', { bold: true, size: 16, gap: 16 });
  w.line(
    'Deze overeenkomst is elektronisch ondertekend via een eenmalige link die per e-mail is verstuurd.',
    {
      gap: 12,
    },
  );
  w.field('Naam ondertekenaar', facts.signerName);
  w.field('E-mailadres', facts.emailAddress);
  w.field('Moment', `${formatDateTime(facts.signedAt)} (Europe/Amsterdam)`);
  w.field('IP-adres', facts.ip);
  w.field('Verzoek', `#${facts.requestId}`);
  w.field('SHA-256 document', facts.documentHash.slice(0, 32));
  w.field('', facts.documentHash.slice(32));
  w.space(8);
  w.line(
    "De SHA-256 is de vingerafdruk van de voorgaande pagina's zoals de ondertekenaar ze zag; een gewijzigd document geeft een andere waarde.",
    { size: 8 },
  );
  return Buffer.from(await pdf.save());
}
