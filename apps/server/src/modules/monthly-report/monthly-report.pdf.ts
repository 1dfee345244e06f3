import {
  formatCurrency,
  formatDate,
  formatEan,
  formatNumber,
  formatQuantity,
  monthName,
} from '@energiek/contracts/format';
import { SIGNAL_STATUS_LABELS } from '@energiek/contracts/signals';
import { createPdfLetter } from '../../lib/pdf-letter.ts';
import type { ConnectionMonth, MonthlyReportData } from './monthly-report.data.ts';

// The monthly report as PDF (lib/pdf-letter.ts): energy per connection with the same month last year,
// cost (invoiced or estimated, and which), peaks against the contracted capacity, the month's signals and
// the invoice audit's € recovered. The text is Dutch; every figure by the contracts' unit rules.

/** '2026-10' → 'oktober 2026'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-');
  return `${monthName(Number(m))} ${year}`;
}

const unitOf = (c: ConnectionMonth) => (c.product === 2 ? 'm³' : 'kWh') as 'm³' | 'kWh';
const peakUnitOf = (c: ConnectionMonth) => (c.product === 2 ? 'm³/h' : 'kW') as 'm³/h' | 'kW';

function percent(change: string | null): string {
  if (change === null) return '–';
  const n = Number(change);
  return `${n > 0 ? '+' : ''}${formatNumber(n, 1)} %`;
}

function costText(c: ConnectionMonth): [string, string] {
  switch (c.cost.kind) {
    case 'invoiced':
      return [formatCurrency(Number(c.cost.amount)), 'factuur'];
    case 'estimated':
      return [formatCurrency(Number(c.cost.amount)), 'geschat'];
    default:
      return ['–', 'onbekend'];
  }
}

export async function monthlyReportPdf(data: MonthlyReportData, generatedAt: Date): Promise<Buffer> {
  const label = monthLabel(data.month);
  const letter = await createPdfLetter({
    title: `Maandrapportage ${label} ${data.customer.name}`,
    createdAt: generatedAt,
  });
  const line = (text: string, options: Parameters<typeof letter.paragraph>[1] = {}) =>
    letter.paragraph(text, options);

  letter.header('Energiek energieadvies');
  line(`Maandrapportage ${label}`, { style: 'title', gap: 6 });
  line(`${data.customer.name} (klantnummer ${data.customer.number})`, { style: 'bold', gap: 2 });
  line(`Gemaakt op ${formatDate(generatedAt)}`, { style: 'small', gap: 14 });

  // Summary
  line('Samenvatting', { style: 'heading', gap: 6 });
  letter.field('Elektriciteit', formatQuantity(Number(data.totals.electricityKwh), 'kWh'));
  letter.field('Gas', formatQuantity(Number(data.totals.gasM3), 'm³'));
  letter.field('Kosten volgens facturen', formatCurrency(Number(data.totals.invoiced)));
  letter.field('Kosten geschat (geen factuur)', formatCurrency(Number(data.totals.estimated)));
  letter.field('Signalen', String(data.signals.length));
  if (data.audit)
    letter.field('Teruggehaald (factuurcontrole)', formatCurrency(Number(data.audit.recoveredInMonth)));
  letter.space(10);

  // Energy per connection
  line('Energie per aansluiting', { style: 'heading', gap: 6 });
  if (data.connections.length === 0) {
    line('Deze klant heeft geen aansluitingen in energiemonitoring.', { gap: 10 });
  } else {
    letter.table(
      [
        { header: 'EAN', width: 108 },
        { header: 'Verbruik', width: 70, align: 'right' },
        { header: 'Vorig jaar', width: 70, align: 'right' },
        { header: 'Verschil', width: 50, align: 'right' },
        { header: 'Piek', width: 60, align: 'right' },
        { header: 'Kosten', width: 75, align: 'right' },
        { header: 'Bron', width: 50 },
      ],
      data.connections.map((c) => {
        const [cost, source] = costText(c);
        return [
          formatEan(c.ean),
          c.usage === null ? 'geen data' : formatQuantity(Number(c.usage), unitOf(c)),
          c.usageLastYear === null ? '–' : formatQuantity(Number(c.usageLastYear), unitOf(c)),
          percent(c.change),
          c.peak === null ? '–' : formatQuantity(Number(c.peak), peakUnitOf(c)),
          cost,
          source,
        ];
      }),
      { gap: 6 },
    );
    line(
      'Verbruik: elektriciteit van het net in kWh, gas in m³. Vorig jaar: dezelfde maand een jaar eerder. ' +
        'Kosten excl. btw: "factuur" uit de facturen van deze maand; "geschat" is het verbruik maal de ' +
        'gemiddelde prijs per eenheid van de gefactureerde maanden in de twaalf maanden ervoor; "onbekend" ' +
        'zonder facturen om op te schatten.',
      { style: 'small', gap: 12 },
    );
  }

  // Peaks
  line('Pieken', { style: 'heading', gap: 6 });
  const electric = data.connections.filter((c) => c.product === 1 && c.peak !== null);
  if (electric.length === 0) {
    line('Geen gemeten pieken deze maand.', { gap: 10 });
  } else {
    for (const c of electric) {
      const contracted =
        c.contractedCapacity === null
          ? 'geen gecontracteerd vermogen bekend'
          : `gecontracteerd ${formatQuantity(Number(c.contractedCapacity), 'kW')}`;
      const verdict = c.aboveContracted ? ' - BOVEN het gecontracteerd vermogen' : '';
      line(
        `${formatEan(c.ean)}: hoogste piek ${formatQuantity(Number(c.peak), 'kW')} (${contracted})${verdict}`,
        {
          style: c.aboveContracted ? 'bold' : 'normal',
          gap: 3,
        },
      );
    }
    letter.space(8);
  }

  // Signals
  line('Signalen', { style: 'heading', gap: 6 });
  if (data.signals.length === 0) {
    line('Geen signalen over deze maand.', { gap: 10 });
  } else {
    letter.table(
      [
        { header: 'Signaal', width: 223 },
        { header: 'Periode', width: 120 },
        { header: 'Impact', width: 75, align: 'right' },
        { header: 'Status', width: 65 },
      ],
      data.signals.map((s) => [
        s.ean ? `${s.title} (${formatEan(s.ean)})` : s.title,
        `${formatDate(s.periodFrom)} t/m ${formatDate(s.periodTo)}`,
        s.impact === null ? '–' : formatCurrency(Number(s.impact)),
        SIGNAL_STATUS_LABELS[s.status],
      ]),
      { gap: 10 },
    );
  }

  // Invoice audit
  line('Factuurcontrole', { style: 'heading', gap: 6 });
  if (!data.audit) {
    line('Factuurcontrole is niet afgenomen.', { gap: 10 });
  } else {
    letter.field('Afwijkingen deze maand', String(data.audit.deviationsInMonth));
    letter.field('Teruggehaald over deze maand', formatCurrency(Number(data.audit.recoveredInMonth)));
    letter.field('Teruggehaald in totaal', formatCurrency(Number(data.audit.recoveredTotal)));
  }
  return letter.save();
}
