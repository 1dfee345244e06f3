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
  noBudget: 'Er is voor dit jaar geen budget vastgelegd.',
  forecast: (year: number) => `Verwacht voor heel ${year}`,
  forecastUnknown: 'Voor dit jaar kan nog geen verwachting worden berekend.',
  forecastImplausible: (basis: 'last-year' | 'budget', reference: string) =>
    `De verwachting voor dit jaar wijkt zo sterk af van ${basis === 'last-year' ? 'uw gemeten verbruik vorig jaar' : 'het gebudgetteerde verbruik'} (${reference}) dat wij hem niet tonen. Uw adviseur controleert de uitgangspunten.`,
  noCost: 'De kosten ziet u zodra de module Budgettering voor u aan staat.',
  vsLastYear: 'ten opzichte van vorig jaar',
  vsBudget: 'ten opzichte van het budget',
  openEnergy: 'Naar energiemonitoring',
  failed: 'De cijfers konden niet worden geladen.',
  loading: 'Cijfers laden…',
  signals: 'Signalen',
  openSignals: (n: number) => (n === 1 ? '1 open signaal' : `${n} open signalen`),
  noSignals: 'Er staan geen signalen open.',
  allSignals: 'Bekijk signalen',
  invoiceAudit: 'Factuurcontrole',
  recovered: 'Teruggehaald',
  checked: (n: number) => (n === 1 ? '1 factuur gecontroleerd' : `${n} facturen gecontroleerd`),
  deviations: (n: number) => (n === 1 ? '1 afwijking' : `${n} afwijkingen`),
  atStake: 'Nog in behandeling',
  exclVat: 'excl. btw',
  openAudit: 'Naar factuurcontrole',
} as const;
