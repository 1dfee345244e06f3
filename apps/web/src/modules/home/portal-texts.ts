// Dutch texts of the portal home's figures; apart from texts.ts so they load with the portal cards only
// (the shell's first load has a size budget).

/** The portal home's energy, cost, signals and invoice-audit cards (customer staff). */
export const PORTAL_SUMMARY_TEXTS = {
  energyTitle: (year: number) => `Energie en kosten ${year}`,
  electricity: 'Elektriciteit',
  gas: 'Gas',
  usage: 'Verbruik',
  cost: 'Kosten (incl. btw)',
  thisYear: 'Dit jaar tot vandaag',
  lastYearToDate: 'Vorig jaar, zelfde periode',
  lastYear: 'Vorig jaar, heel jaar',
  budgetToDate: 'Budget tot vandaag (naar rato)',
  budgetYear: (year: number) => `Budget ${year}`,
  noMeasurements: 'Er zijn nog geen meetgegevens van dit jaar of vorig jaar.',
  credited:
    'Het bedrag is negatief: dit jaar zijn er meer creditnota’s (terugbetalingen en correcties van eerdere perioden) dan facturen. Een vergelijking met het budget heeft dan geen betekenis.',
  noBudget: 'Er is voor dit jaar geen budget vastgelegd.',
  unverifiedTax:
    'De energiebelasting in deze bedragen rust op tarieven die nog niet zijn gecontroleerd tegen de tabel van de Belastingdienst.',
  unmeasured: (missing: number, all: number) =>
    `Niet vergeleken met het budget: van ${missing} van je ${all} aansluitingen zijn dit jaar nog geen meetgegevens, dus hun kosten ontbreken in het bedrag hierboven. Het gaat om EAN`,
  andMore: (n: number) => `en nog ${n}`,
  forecast: (year: number) => `Verwacht voor heel ${year}`,
  forecastUnknown: 'Voor dit jaar kan nog geen verwachting worden berekend.',
  forecastImplausible: (basis: 'last-year' | 'budget', reference: string) =>
    `De verwachting voor dit jaar wijkt zo sterk af van ${basis === 'last-year' ? 'je gemeten verbruik vorig jaar' : 'het gebudgetteerde verbruik'} (${reference}) dat wij hem niet tonen. Je adviseur controleert de uitgangspunten.`,
  noCost: 'De kosten zie je zodra de module Budgettering voor je aan staat.',
  vsLastYear: 'ten opzichte van vorig jaar',
  vsBudget: 'ten opzichte van het budget',
  co2: 'CO₂-uitstoot',
  co2NoFactor: 'geen emissiefactor',
  co2Rule:
    'Directe uitstoot van je elektriciteits- en gasverbruik (teruglevering niet afgetrokken), met de emissiefactor van elk jaar.',
  openEnergy: 'Naar energiemonitoring',
  failed: 'De cijfers konden niet worden geladen.',
  loading: 'Cijfers laden…',
  signals: 'Signalen',
  openSignals: (n: number) => (n === 1 ? '1 open signaal' : `${n} open signalen`),
  noSignals: 'Er staan geen signalen open.',
  allSignals: 'Bekijk signalen',
  invoicesTitle: (year: number) => `Facturen ${year} (incl. btw)`,
  invoiced: (n: number) => `Gefactureerd (${n === 1 ? '1 factuur' : `${n} facturen`})`,
  creditNotes: (n: number) => `Gecrediteerd (${n === 1 ? '1 creditnota' : `${n} creditnota’s`})`,
  net: 'Netto',
  invoicesPeriod: (from: string, to: string) =>
    `Factuurdatum ${from} t/m ${to}; creditnota’s apart, concepten niet meegeteld.`,
  openInvoices: 'Naar facturen',
  invoiceAudit: 'Factuurcontrole',
  recovered: 'Teruggehaald',
  checked: (n: number) => (n === 1 ? '1 factuur gecontroleerd' : `${n} facturen gecontroleerd`),
  deviations: (n: number) => (n === 1 ? '1 afwijking' : `${n} afwijkingen`),
  atStake: 'Nog in behandeling',
  exclVat: 'excl. btw',
  openAudit: 'Naar factuurcontrole',
} as const;
