// Dutch texts of view-along ("meekijken", spec §4).

export const VIEW_ALONG_TEXTS = {
  watching: (name: string) => `Je kijkt mee als ${name}`,
  stop: 'Stoppen met meekijken',
  backToOwn: 'Terug naar eigen account',
  stopFailed: 'Meekijken kon niet worden beëindigd.',
} as const;
