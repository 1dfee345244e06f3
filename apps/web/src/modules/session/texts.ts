// Dutch texts of the session idle warning (spec §4).

export const SESSION_TEXTS = {
  idle: {
    title: 'Je sessie verloopt bijna',
    text: 'Je sessie wordt beëindigd na 30 minuten inactiviteit. Wil je verder werken?',
    countdown: 'Je wordt automatisch uitgelogd over',
    resume: 'Hervatten',
    logout: 'Uitloggen',
  },
} as const;
