// Dutch texts of the reactive energy card on the EMS usage screen (issue 32 "Reactive power").

export const REACTIVE_TEXTS = {
  title: (year: number) => `Blindstroom en cos φ ${year}`,
  intro:
    'Netbeheerders rekenen blindstroom pas boven cos φ 0,85: boven 62 % van de afgenomen kWh plus 20 % van de teruggeleverde kWh, per maand.',
  none: (year: number) => `De meter heeft voor ${year} geen blindstroom doorgegeven.`,
  loadFailed: 'De blindstroom kon niet worden geladen.',
  loading: 'Blindstroom laden…',
  table: 'Blindstroom per maand',
  total: 'Totaal',
  columns: {
    month: 'Maand',
    consumed: 'Afgenomen (kWh)',
    produced: 'Teruggeleverd (kWh)',
    reactive: 'Blindstroom (kVArh)',
    cosPhi: 'cos φ',
    allowance: 'Vrij (kVArh)',
    billable: 'Boven de vrije grens (kVArh)',
  },
  yearCosPhi: 'cos φ over het jaar',
  yearBillable: 'Boven de vrije grens',
  belowLimit: 'onder 0,85',
  yearCharge: 'Blindstroomkosten netbeheerder (excl. btw)',
  noRate: 'Geen blindstroomtarief van de netbeheerder voor dit jaar bekend',
  rate: (rate: string, level: string, year: number) =>
    `kVArh boven de vrije grens × € ${rate} per kVArh (nettarief ${level} ${year})`,
} as const;
