import type { MarketPartyResource } from '@energiek/contracts/master-data';

// Dutch texts of the master data screens (/v3/suppliers, grid-operators, measuring-companies, trafos).

type ResourceTexts = {
  title: string;
  intro: string;
  /** Singular, lower case, with article: 'de leverancier'. */
  create: string;
  createTitle: string;
  editTitle: string;
  table: string;
  empty: string;
  searchPlaceholder: string;
  created: string;
  saved: string;
  deleted: (name: string) => string;
};

export const PARTY_TEXTS: Record<MarketPartyResource, ResourceTexts> = {
  suppliers: {
    title: 'Leveranciers',
    intro: 'De energieleveranciers waarmee aansluitingen een contract hebben.',
    create: 'Nieuwe leverancier',
    createTitle: 'Nieuwe leverancier',
    editTitle: 'Leverancier bewerken',
    table: 'Leveranciers',
    empty: 'Geen leveranciers gevonden.',
    searchPlaceholder: 'Naam, EAN/GLN-code of e-mailadres',
    created: 'De leverancier is aangemaakt.',
    saved: 'De leverancier is opgeslagen.',
    deleted: (name) => `Leverancier ${name} is verwijderd.`,
  },
  'grid-operators': {
    title: 'Netbeheerders',
    intro: 'De regionale en landelijke netbeheerders van elektriciteit en gas.',
    create: 'Nieuwe netbeheerder',
    createTitle: 'Nieuwe netbeheerder',
    editTitle: 'Netbeheerder bewerken',
    table: 'Netbeheerders',
    empty: 'Geen netbeheerders gevonden.',
    searchPlaceholder: 'Naam, EAN/GLN-code of e-mailadres',
    created: 'De netbeheerder is aangemaakt.',
    saved: 'De netbeheerder is opgeslagen.',
    deleted: (name) => `Netbeheerder ${name} is verwijderd.`,
  },
  'measuring-companies': {
    title: 'Meetbedrijven',
    intro: 'De meetbedrijven die de meetdata van grootverbruikaansluitingen leveren.',
    create: 'Nieuw meetbedrijf',
    createTitle: 'Nieuw meetbedrijf',
    editTitle: 'Meetbedrijf bewerken',
    table: 'Meetbedrijven',
    empty: 'Geen meetbedrijven gevonden.',
    searchPlaceholder: 'Naam, EAN/GLN-code of e-mailadres',
    created: 'Het meetbedrijf is aangemaakt.',
    saved: 'Het meetbedrijf is opgeslagen.',
    deleted: (name) => `Meetbedrijf ${name} is verwijderd.`,
  },
};

export const TRAFO_TEXTS: ResourceTexts = {
  title: "Trafo's",
  intro: 'De transformatoren waar grootverbruikaansluitingen op zijn aangesloten.',
  create: 'Nieuwe trafo',
  createTitle: 'Nieuwe trafo',
  editTitle: 'Trafo bewerken',
  table: "Trafo's",
  empty: "Geen trafo's gevonden.",
  searchPlaceholder: 'Naam, locatie of spanningsniveau',
  created: 'De trafo is aangemaakt.',
  saved: 'De trafo is opgeslagen.',
  deleted: (name) => `Trafo ${name} is verwijderd.`,
};

export const MASTER_DATA_TEXTS = {
  search: 'Zoeken',
  loadFailed: 'De gegevens konden niet worden geladen.',
  columns: {
    name: 'Naam',
    code: 'EAN/GLN-code',
    emailAddress: 'E-mailadres',
    phoneNumber: 'Telefoon',
    website: 'Website',
    commodities: 'Levert',
    connectionCount: 'Aansluitingen',
    location: 'Locatie',
    gridOperator: 'Netbeheerder',
    capacityKva: 'Capaciteit',
    voltageLevel: 'Spanningsniveau',
    actions: 'Acties',
  },
  form: {
    name: 'Naam',
    code: 'EAN/GLN-code',
    codeHint: '13 cijfers, met controlecijfer.',
    emailAddress: 'E-mailadres',
    phoneNumber: 'Telefoonnummer',
    website: 'Website',
    commodities: 'Levert',
    notes: 'Notities (intern)',
    notesHint: 'Alleen zichtbaar voor medewerkers van het adviesbureau.',
    location: 'Locatie',
    gridOperator: 'Netbeheerder',
    noGridOperator: 'Geen netbeheerder',
    capacityKva: 'Capaciteit (kVA)',
    voltageLevel: 'Spanningsniveau',
    voltageLevelPlaceholder: '10 kV / 0,4 kV',
    save: 'Opslaan',
  },
  actions: { edit: 'Bewerken', delete: 'Verwijderen' },
  delete: {
    title: 'Weet je het zeker?',
    text: (name: string) =>
      `Weet je zeker dat je ${name} wilt verwijderen? Dit kan niet ongedaan worden gemaakt.`,
    ok: 'Verwijderen',
  },
  kva: (value: string) => `${value} kVA`,
  detail: {
    back: 'Terug naar netbeheerders',
    intro: {
      electricity: 'Netbeheerder voor elektriciteit',
      gas: 'Netbeheerder voor gas',
      both: 'Netbeheerder voor elektriciteit en gas',
    },
    loadFailed: 'Deze netbeheerder kon niet worden geladen.',
    contact: 'Gegevens',
    counts: 'Aansluitingen',
    total: 'Totaal',
    electricity: 'Elektriciteit',
    gas: 'Gas',
    customerCount: 'Klanten',
    customers: 'Klanten',
    customersEmpty: 'Deze netbeheerder heeft nog geen aansluitingen van klanten.',
    customer: 'Klant',
    connections: 'Aansluitingen',
    connectionsEmpty: 'Geen aansluitingen gevonden.',
    connectionsSearch: 'Zoek aansluiting',
    connectionsSearchPlaceholder: 'EAN, adres of klant',
    ean: 'EAN',
    address: 'Adres',
    product: 'Product',
    withProduction: 'met teruglevering',
    none: '—',
  },
} as const;

/** The low-tariff window card on the grid operator page. */
export const LOW_TARIFF_TEXTS = {
  title: 'Daltarief',
  intro:
    'Wanneer verbruik van aansluitingen van deze netbeheerder als dal telt. De tijden zijn Nederlandse tijd; ' +
    'een einde vóór het begin loopt over middernacht.',
  isDefault: 'Standaardwaarde: nog niet bevestigd voor deze netbeheerder.',
  from: 'Begin dal (UU:MM)',
  to: 'Einde dal (UU:MM)',
  weekends: 'Zaterdag en zondag de hele dag dal',
  holidays: 'Feestdagen de hele dag dal',
  holidaysHint: 'Bevrijdingsdag alleen in lustrumjaren (2025, 2030 …); Goede Vrijdag niet.',
  holidayList: (year: string) => `Feestdagen ${year}`,
  save: 'Daltarief opslaan',
  saved: 'Het daltarief is opgeslagen.',
  rebuildNote:
    'Na een wijziging worden de dal-sommen van alle bestaande meetdata van de aansluitingen van deze ' +
    'netbeheerder op de achtergrond opnieuw berekend; nieuwe imports gebruiken meteen het nieuwe daltarief.',
  rebuild: 'Herberekening dalverbruik',
  rebuildDone: 'De dal-sommen zijn herberekend met dit daltarief.',
  loadFailed: 'Het daltarief kon niet worden geladen.',
  regions: {
    title: 'Regio’s met eigen daltijden',
    intro:
      'Begint deze netbeheerder het dal in een deel van zijn gebied op een andere tijd, leg die regio dan vast ' +
      'met de vier cijfers van de postcodes. Aansluitingen buiten elke regio hebben het daltarief hierboven; ' +
      'weekend en feestdagen gelden overal.',
    none: 'Geen regio’s: het daltarief hierboven geldt voor alle aansluitingen van deze netbeheerder.',
    name: 'Naam regio',
    postcodeFrom: 'Postcode van',
    postcodeTo: 'Postcode t/m',
    from: 'Begin dal',
    to: 'Einde dal',
    add: 'Regio toevoegen',
    remove: (n: string) => `Regio ${n} verwijderen`,
    row: (name: string, from: number, to: number, start: string, end: string) =>
      `${name}: postcodes ${from}–${to}, dal ${start}–${end}`,
  },
} as const;
