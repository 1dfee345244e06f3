// Dutch texts of the connection's "Historie" card (dated values of capacity, supplier, …).

export const HISTORY_TEXTS = {
  title: 'Historie',
  intro:
    'Eerdere waarden van capaciteit, leverancier, netbeheerder en status met de periode waarin ze golden. Controles over een oude periode gebruiken de waarde van toen.',
  empty: 'Er zijn nog geen wijzigingen vastgelegd.',
  loadFailed: 'De historie kon niet worden geladen.',
  field: 'Gegeven',
  value: 'Waarde',
  period: 'Geldig',
  source: 'Bron',
  beginning: 'begin',
  from: 'vanaf',
  none: 'geen',
  viaEdit: 'Wijziging aansluiting',
  initial: 'Stand vóór de eerste wijziging',
  viaMutation: (id: number | null) => (id === null ? 'Mutatie' : `Mutatie #${id}`),
} as const;
