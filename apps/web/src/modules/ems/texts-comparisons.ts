// Dutch texts of the EMS comparisons (screen ems/comparisons).

export const EMS_COMPARISON_TEXTS = {
  pageTitle: 'Vergelijken',
  title: 'Vergelijken',
  intro:
    'Zet perioden of aansluitingen naast elkaar, vergelijk gas per gewogen graaddag, bekijk het weekprofiel of het tapijt (dag × kwartier) om de basislast te zien.',
  kinds: {
    periods: 'Periode met periode',
    connections: 'Aansluitingen',
    'degree-days': 'Gas per graaddag',
    profile: 'Weekprofiel',
    carpet: 'Tapijt',
  },
  kindLabel: 'Soort vergelijking',
  connection: 'Aansluiting',
  chooseConnection: 'Kies een aansluiting',
  connections: 'Aansluitingen (2 tot 6)',
  from: 'Van',
  to: 'Tot en met',
  compareFrom: 'Vergelijken met periode vanaf',
  grain: 'Per',
  grains: { day: 'Dag', week: 'Week', month: 'Maand' },
  resolution: 'Resolutie',
  resolutions: { quarter: 'Kwartier', hour: 'Uur' },
  incomplete: 'Kies wat je wilt vergelijken.',
  loadFailed: 'De vergelijking kon niet worden geladen.',
  loading: 'Vergelijking laden…',
  table: 'Waarden van de vergelijking',
  total: 'Totaal',
  bucket: 'Periode',
  value: 'Verbruik',
  completeness: 'Volledig',
  /** Period against period: the first period minus the comparison period. */
  difference: 'Verschil met de vergelijkingsperiode',
  delta: 'Δ',
  /** Period against period: the comparison period moved by whole weeks (issue 32). */
  weekdayNote: (period: string, weeks: number) =>
    weeks === 0
      ? `Vergeleken met dezelfde weekdagen: ${period}.`
      : `Vergeleken met dezelfde weekdagen: ${period} (${Math.abs(weeks)} ${Math.abs(weeks) === 1 ? 'week' : 'weken'} ${weeks > 0 ? 'eerder' : 'later'}).`,
  deltaPct: 'Δ %',
  degreeDays: 'Gewogen graaddagen',
  perDegreeDay: 'Per graaddag',
  normalised: (value: string) => `Met de graaddagen van de eerste periode: ${value}`,
  noDegreeDays: 'Voor (een deel van) deze periode zijn geen graaddagen bekend.',
  regressionTitle: 'Basislijn (regressie op graaddagen)',
  /** `slope` without its sign: a falling line reads '− 0,02 m³ per graaddag', never '+ -0,02'. */
  regression: (base: string, slope: string, falling: boolean, r2: string, days: number) =>
    `basislast ${base} per dag ${falling ? '−' : '+'} ${slope} per graaddag (R² ${r2}, ${days === 1 ? '1 dag' : `${days} dagen`})`,
  noRegression: 'te weinig volledige perioden met graaddagen voor een basislijn (minstens 3)',
  regressionNormalised: (value: string) =>
    `Met de basislijn, bij de graaddagen van de eerste periode: ${value} (alleen het verwarmingsdeel schuift mee)`,
  chartLabel: (what: string, unit: string) => `${what} in ${unit}`,
  weekdays: ['Maandag', 'Dinsdag', 'Woensdag', 'Donderdag', 'Vrijdag', 'Zaterdag', 'Zondag'],
  days: (n: number) => (n === 1 ? '1 dag' : `${n} dagen`),
  carpetLabel: 'Tapijt: elke rij een dag, elke kolom een tijdstip; donkerder is meer verbruik',
  baseLoad: (value: string, power: string) => `Basislast: ${value} (${power})`,
  scale: 'Schaal',
  time: 'Tijd',
  day: 'Dag',
  noData: 'Geen gegevens in deze periode.',
} as const;
