import { USAGE_COLUMNS } from '@energiek/contracts/ems-usage';

// Every Dutch text of the EMS usage screen (ems/usage).

export const USAGE_TEXTS = {
  menu: 'Energieverbruik',
  pageTitle: 'Energieverbruik',
  title: 'Energieverbruik',
  intro: 'Verbruik, teruglevering en piekvermogen per aansluiting of opgeteld voor een selectie.',
  connections: 'Aansluitingen',
  connectionsHint: 'Meerdere aansluitingen worden opgeteld (alleen van één soort).',
  noConnections: 'Deze klant heeft geen aansluitingen in energiemonitoring.',
  connectionsFailed: 'De aansluitingen konden niet worden geladen.',
  interval: 'Resolutie',
  intervals: {
    quarter: 'Kwartier',
    hour: 'Uur',
    day: 'Dag',
    week: 'Week',
    month: 'Maand',
    year: 'Jaar',
  },
  period: 'Periode',
  periods: { day: 'Dag', week: 'Week', month: 'Maand', year: 'Jaar', years: '5 jaar' },
  previous: 'Vorige periode',
  next: 'Volgende periode',
  today: 'Vandaag',
  split: 'Normaal en dal apart tonen',
  series: {
    consumption: 'Verbruik',
    normal: 'Verbruik normaal',
    low: 'Verbruik dal',
    production: 'Teruglevering',
    net: 'Netto',
    peak: 'Piekvermogen',
    dayAverage: 'Daggemiddelde vermogen',
    capacity: 'Gecontracteerd vermogen',
    aboveCapacity: 'Piek boven gecontracteerd vermogen',
  },
  /** Under the chart when a peak went above the contracted capacity (issue 32). */
  aboveCapacity: (highest: string, at: string, capacity: string, buckets: number) =>
    `Piek boven het gecontracteerd vermogen: hoogste ${highest} op ${at}, gecontracteerd ${capacity} (${buckets === 1 ? '1 periode' : `${buckets} perioden`} erboven).`,
  chartLabel: (unit: string) => `Verbruik per periode in ${unit}`,
  chartSampled: (shown: number, total: number) =>
    `De grafiek toont ${shown.toLocaleString('nl-NL')} van ${total.toLocaleString('nl-NL')} intervallen (de hoogste en laagste per stuk); de tabel en de export bevatten alle waarden.`,
  table: 'Verbruik per periode',
  columns: USAGE_COLUMNS,
  totals: 'Totalen van de getoonde periode',
  totalConsumption: 'Verbruik',
  totalProduction: 'Teruglevering',
  /** Under the usage on a phone, where the feed-in column is left out. */
  productionLine: (value: string) => `teruglevering ${value}`,
  totalNet: 'Netto',
  maxPeak: 'Hoogste piek',
  /** Daily meter readings only: the figure is the busiest day's mean power, not a measured peak. */
  maxDayAverage: 'Hoogste daggemiddelde',
  completeness: 'Volledigheid',
  empty: 'Geen meetwaarden in deze periode.',
  loadFailed: 'Het verbruik kon niet worden geladen.',
  exportCsv: 'CSV',
  exportXlsx: 'Excel',
  exportPng: 'Grafiek als PNG',
  exportLabel: 'Exporteren',
  chooseConnection: 'Kies een aansluiting om het verbruik te zien.',
} as const;
