import { formatDate, formatDateTime } from '@energiek/contracts/format';
import {
  PRICE_TYPE_LABELS,
  PRODUCT_LABELS,
  type AgreementRate,
  type SupplyAgreementItem,
} from '@energiek/contracts/supply-agreements';
import { noticeDeadline } from '@energiek/domain/agreement-deadlines';
import { appendPdfLetter, createPdfLetter } from '../../../lib/pdf-letter.ts';

// The agreement as PDF (lib/pdf-letter.ts, as the tax-request letter), and the signed copy: the same pages with a
// signature page appended. The agreement PDF is deterministic (its dates are the agreement's last change),
// so the hash the signer saw can be checked when they sign.

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
  const w = await createPdfLetter({
    title: `Leveringsovereenkomst ${agreement.reference || agreement.id}`,
    createdAt: new Date(agreement.updatedAt),
  });
  w.paragraph('Energiek energieadvies', { bold: true, size: 12, gap: 18 });
  w.paragraph('Leveringsovereenkomst', { bold: true, size: 16, gap: 16 });
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
  w.paragraph('Tarieven', { bold: true, size: 12, gap: 8 });
  for (const rate of agreement.rates) w.paragraph(`- ${rateText(agreement, rate)}`);
  w.space(8);
  w.paragraph(`Aansluitingen (${agreement.connections.length})`, { bold: true, size: 12, gap: 8 });
  for (const c of agreement.connections) {
    const from = c.fromDate ? formatDate(c.fromDate) : formatDate(agreement.startDate);
    const to = c.toDate ? formatDate(c.toDate) : formatDate(agreement.endDate);
    w.paragraph(`- EAN ${c.ean} · ${c.address || 'adres onbekend'} · ${from} t/m ${to}`);
  }
  if (agreement.note) {
    w.space(8);
    w.paragraph(`Toelichting: ${agreement.note}`);
  }
  return w.save();
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
  const w = await appendPdfLetter(original, { modifiedAt: facts.signedAt });
  w.paragraph('Ondertekening', { bold: true, size: 16, gap: 16 });
  w.paragraph(
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
  w.paragraph(
    "De SHA-256 is de vingerafdruk van de voorgaande pagina's zoals de ondertekenaar ze zag; een gewijzigd document geeft een andere waarde.",
    { size: 8 },
  );
  return w.save();
}
