// Every Dutch text of the signals area (issue 30).

export const SIGNALS_TEXTS = {
  pageTitle: 'Signalen',
  title: 'Signalen',
  intro: 'Wat de signaalregels in de gegevens van deze klant vonden, per module.',
  overviewTitle: 'Open signalen',
  overviewIntro: 'Alle open signalen van alle klanten, te sorteren op ernst en financiële impact.',
  table: 'Signalen',
  modules: 'Module',
  statuses: 'Status',
  empty: 'Geen signalen in deze lijst.',
  loadFailed: 'De signalen konden niet worden geladen.',
  sort: { label: 'Sorteren op', severity: 'Ernst', impact: 'Financiële impact', newest: 'Nieuwste eerst' },
  columns: {
    customer: 'Klant',
    severity: 'Ernst',
    title: 'Signaal',
    ean: 'Aansluiting',
    period: 'Periode',
    measured: 'Gemeten / grens',
    impact: 'Impact',
    status: 'Status',
  },
  detail: {
    title: 'Signaal',
    period: 'Periode',
    measured: 'Gemeten / grens',
    impact: 'Impact',
    assignee: 'Behandelaar',
    nobody: 'Niemand',
    history: 'Geschiedenis',
    chart: 'Bekijk in de grafiek',
    invoice: 'Bekijk de factuur',
    invoices: 'Bekijk de facturen',
    comment: 'Opmerking',
    closeReason: 'Reden van sluiten',
    acknowledge: 'In behandeling nemen',
    reopen: 'Heropenen',
    close: 'Signaal sluiten',
    addComment: 'Opmerking plaatsen',
    toAction: 'Maak er een actie van',
    saved: 'Het signaal is bijgewerkt.',
    readOnly: 'De back office behandelt dit signaal.',
  },
  events: {
    raised: 'Gesignaleerd',
    updated: 'Bijgewerkt',
    reopened: 'Heropend',
    closed: 'Gesloten',
    status: 'Status gewijzigd',
    assigned: 'Toegewezen',
    comment: 'Opmerking',
  },
  system: 'Signaalregels',
  live: (title: string) => `Nieuw signaal: ${title}`,
} as const;

/** The rule settings (/v3/control/signals/{tab}). */
export const SIGNAL_SETTINGS_TEXTS = {
  title: 'Instellingen signalen',
  intro:
    'Per regel aan of uit en de drempel, als standaard voor alle klanten. Per klant zijn afwijkende instellingen mogelijk.',
  customerIntro:
    'De instellingen van deze klant. Een regel zonder eigen instelling volgt de standaard; "Standaard" zet hem terug.',
  modules: 'Module',
  empty: 'Deze module heeft geen signaalregels.',
  enabled: 'Aan',
  threshold: 'Drempel',
  overridden: 'eigen instelling klant',
  defaultWas: (enabled: boolean, threshold: string, unit: string) =>
    `Standaard: ${enabled ? 'aan' : 'uit'}, ${threshold} ${unit}`,
  reset: 'Standaard',
  preview: 'Voorbeeld',
  previewResult: (signals: number, customers: number) =>
    `Met deze drempel: ${signals} ${signals === 1 ? 'signaal' : 'signalen'} bij ${customers} ${
      customers === 1 ? 'klant' : 'klanten'
    } op de huidige gegevens.`,
  save: 'Opslaan',
  saved: 'De instellingen zijn opgeslagen.',
  readOnly: 'Je mag deze instellingen bekijken, niet wijzigen.',
  invalid: 'Controleer de gemarkeerde velden.',
  notNumber: 'Vul een getal in.',
  loadFailed: 'De instellingen konden niet worden geladen.',
  customerLink: 'Instellingen voor deze klant',
  recipients: 'Bericht aan',
  admins: 'Beheerders',
  adminsLoading: 'Beheerders laden…',
} as const;
