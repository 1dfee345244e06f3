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
import { createPdfLetter } from '../../lib/pdf-letter.ts';

// The request letter (PDF, pdf-lib) the applicant sends to the Belastingdienst (issue 32: it was a data
// sheet): addressee, the applicant with address, KvK and IBAN, the legal basis, the calculation per year
// and bracket, the amount, date and signature line. Generated from the stored request, again whenever the
// request changes. Dutch text. The text is built by letterLines() (tested as text); lib/pdf-letter.ts lays
// it out.

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
    ...(request.glasshouse
      ? [
          {
            text:
              'Berekend met het verlaagde tarief voor glastuinbouw (Wet belastingen op milieugrondslag, art. 59) ' +
              'in de eerste twee schijven.',
            gap: 4,
          },
        ]
      : []),
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
  const letter = await createPdfLetter({
    title: `Verzoek om teruggaaf energiebelasting ${request.id}`,
    createdAt: generatedAt,
  });
  for (const entry of letterLines(request, applicant, breakdown, generatedAt)) {
    letter.paragraph(entry.text, { style: entry.style ?? 'normal', gap: entry.gap ?? 5 });
  }
  return letter.save();
}
