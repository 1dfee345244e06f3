// Dutch texts of the top-bar timer (spec §4 Timer, §5).

export const TIMER_TEXTS = {
  label: 'Tijdregistratie',
  start: 'Timer starten',
  resume: 'Timer hervatten',
  pause: 'Timer pauzeren',
  register: 'Tijd registreren',
  discard: 'Tijd niet registreren',
  discardConfirm: 'Weet je zeker dat je deze tijd niet wilt registreren?',
  discardOk: 'Niet registreren',
  dialogTitle: 'Tijd registreren',
  duration: 'Tijd',
  customer: 'Klant',
  customerSearch: 'Zoek een klant',
  customerChange: 'Andere klant',
  customerNone: 'Geen klanten gevonden',
  customerRequired: 'Kies een klant.',
  description: 'Omschrijving',
  descriptionRequired: 'Vul een omschrijving in.',
  save: 'Registreren',
  registered: 'De tijd is geregistreerd.',
  failed: 'De tijd kon niet worden geregistreerd.',
} as const;
