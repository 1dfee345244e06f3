// Dutch texts of the demo meter data notice (EMS screens).

export const EMS_DEMO_TEXTS = {
  label: 'Demo-meetdata',
  running: (percent: number) => `Demo-meetdata wordt aangemaakt… ${percent}\u00a0%`,
  queued: 'Demo-meetdata wordt zo aangemaakt…',
  explain:
    'Dit is een demo-omgeving: de meetdata zijn gegenereerd, geen echte metingen. Grafieken en totalen vullen zich terwijl de gegevens worden aangemaakt (nieuwste maanden eerst).',
  failed: 'Het aanmaken van de demo-meetdata is mislukt.',
} as const;
