import { formatNumber } from '@energiek/contracts/format';

// Every Dutch text of the forecast screen.

export const FORECAST_TEXTS = {
  title: 'Prognose',
  pageTitle: 'Prognose',
  intro:
    'De verwachte energiekosten per aansluiting voor dit jaar en de komende twee jaar: verwacht volume × (geklikte prijs + open deel tegen termijnprijs) + opslag + nettarief + energiebelasting + btw.',
  customer: 'Klant',
  pickCustomer: 'Kies een klant om de prognose te zien.',
  previous: 'Vorige jaren',
  next: 'Volgende jaren',
  loadFailed: 'De prognose kon niet worden berekend.',
  chart: 'Verwachte kosten per jaar',
  chartLabel: 'Verwachte kosten per jaar in euro, per kostensoort',
  totals: 'Totaal per jaar',
  connections: 'Per aansluiting',
  assumptions: 'Uitgangspunten',
  volumeCertainty: (label: string, days: number) =>
    days > 0 ? `${label} · ${formatNumber(days)} dagen gemeten` : label,
  unverifiedTax: (years: string) =>
    `Tarief niet geverifieerd: de energiebelasting van ${years} rust op tarieven die nog niet zijn gecontroleerd tegen de tabel van de Belastingdienst (of op die van een eerder jaar).`,
  unknownNote: (n: number) =>
    n === 1
      ? '1 aansluiting is niet meegeteld: volume of prijs onbekend.'
      : `${n} aansluitingen zijn niet meegeteld: volume of prijs onbekend.`,
  unknown: 'onbekend',
  currentYear: (year: number, total: string, measured: string, asOf: string, expected: string) =>
    `${year}: ${total} = ${measured} gemeten tot ${asOf} + ${expected} verwacht`,
  budgetsLink: 'Budgetten van deze klant',
  parts: {
    energy: 'Energie',
    markup: 'Opslag',
    fixedFees: 'Vaste leveringskosten',
    grid: 'Nettarief',
    energyTax: 'Energiebelasting',
    vat: 'Btw',
  },
  columns: {
    year: 'Jaar',
    volume: 'Volume',
    energy: 'Energie + opslag',
    fixedFees: 'Vaste kosten',
    grid: 'Nettarief',
    energyTax: 'Energiebelasting',
    exclVat: 'Excl. btw',
    vat: 'Btw',
    total: 'Totaal incl. btw',
    connection: 'Aansluiting',
    source: 'Volumebron',
    basis: (year: number) => `Basis ${year}`,
    cost: (year: number) => `Kosten ${year}`,
  },
} as const;
