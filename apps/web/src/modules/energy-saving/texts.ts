// Every Dutch text of the energy-saving area (module energysaving).

export const ENERGY_SAVING_TEXTS = {
  pageTitle: 'Energiebesparing',
  title: 'Energiebesparingsplicht',
  intro:
    'Per locatie het jaarverbruik (inclusief zelf opgewekte stroom), welke verplichting geldt, de erkende maatregelen en de gegevens voor de rapportage via het eLoket van RVO.',
  year: 'Jaar',
  exportXlsx: 'Export voor eLoket (xlsx)',
  loadFailed: 'De locaties konden niet worden geladen.',
  empty: 'Deze klant heeft nog geen aansluitingen met een adres.',
  deadline: {
    title: 'Rapportage',
    next: 'Uiterste rapportagedatum',
    previous: 'Vorige rapportagedatum',
    rule: 'Elke 4 jaar rapporteren via het eLoket van RVO (informatieplicht); met onderzoeksplicht daarnaast het onderzoeksrapport indienen.',
  },
  thresholds:
    'Energiebesparingsplicht met informatieplicht vanaf 50.000 kWh elektriciteit of 25.000 m³ aardgas(equivalent) per jaar; vanaf 10 miljoen kWh of 170.000 m³ daarnaast de onderzoeksplicht (naast, niet in plaats van de informatieplicht).',
  location: {
    electricity: 'Elektriciteit van het net',
    selfGenerated: 'Zelf opgewekt',
    total: 'Elektriciteit totaal',
    gas: 'Gas',
    incomplete:
      'Niet van alle aansluitingen is het verbruik van dit jaar bekend: de verplichting is niet vastgesteld.',
    extrapolated:
      'Van een deel van het jaar is gemeten verbruik bekend; dat is per gemeten dag naar het hele jaar omgerekend. Controleer de verplichting.',
    informatieplicht: 'Met informatieplicht',
    connections: 'Aansluitingen',
    editSelf: 'Zelf opgewekt wijzigen',
  },
  obligation: {
    none: 'Geen verplichting',
    energiebesparingsplicht: 'Energiebesparingsplicht',
    onderzoeksplicht: 'Onderzoeksplicht',
  } as Record<string, string>,
  measures: {
    title: 'Erkende maatregelen',
    add: 'Maatregel toevoegen',
    empty: 'Nog geen maatregelen vastgelegd voor deze locatie.',
    columns: {
      category: 'Categorie',
      measure: 'Maatregel',
      status: 'Status',
      year: 'Jaar',
      reason: 'Toelichting',
    },
    edit: 'Wijzigen',
    remove: 'Verwijderen',
    removeTitle: 'Maatregel verwijderen',
    removeBody: 'Weet je zeker dat je deze maatregel wilt verwijderen? Dit kan niet ongedaan worden gemaakt.',
    removed: 'De maatregel is verwijderd.',
  },
  form: {
    createTitle: 'Maatregel toevoegen',
    editTitle: 'Maatregel wijzigen',
    locationKey: 'Locatie',
    category: 'Categorie',
    measure: 'Omschrijving (overige maatregel)',
    emlCode: 'Erkende maatregel (EML)',
    otherMeasure: 'Overige maatregel (eigen omschrijving)',
    emlSource: (version: string, validUntil: string | null) =>
      `${version}${validUntil ? `, geldig tot ${validUntil}` : ''}. Bron:`,
    status: 'Status',
    reason: 'Toelichting',
    reasonHint: 'Verplicht bij niet van toepassing: waarom niet?',
    year: 'Jaar (uitgevoerd of gepland)',
    save: 'Opslaan',
    saved: 'De maatregel is opgeslagen.',
  },
  self: {
    title: 'Zelf opgewekte elektriciteit',
    kwh: (year: number) => `Zelf opgewekt en verbruikt in ${year} (kWh)`,
    hint: 'Bijvoorbeeld zonnepanelen of een WKK: telt mee voor de drempel van 50.000 kWh.',
    saved: 'Opgeslagen.',
  },
} as const;
