// Real Dutch cities with their postcode ranges, area codes and grid operators; common names and streets.
// Shared by the factories and the demo seed.

export type City = {
  name: string;
  postcodeFrom: number;
  postcodeTo: number;
  areaCode: string;
  /** The regional grid operator (DOMAIN.md market parties). */
  gridOperator: string;
};

export const CITIES = {
  amsterdam: {
    name: 'Amsterdam',
    postcodeFrom: 1011,
    postcodeTo: 1109,
    areaCode: '020',
    gridOperator: 'Liander',
  },
  haarlem: {
    name: 'Haarlem',
    postcodeFrom: 2011,
    postcodeTo: 2037,
    areaCode: '023',
    gridOperator: 'Liander',
  },
  aalsmeer: {
    name: 'Aalsmeer',
    postcodeFrom: 1431,
    postcodeTo: 1433,
    areaCode: '0297',
    gridOperator: 'Liander',
  },
  arnhem: { name: 'Arnhem', postcodeFrom: 6811, postcodeTo: 6846, areaCode: '026', gridOperator: 'Liander' },
  nijmegen: {
    name: 'Nijmegen',
    postcodeFrom: 6511,
    postcodeTo: 6546,
    areaCode: '024',
    gridOperator: 'Liander',
  },
  apeldoorn: {
    name: 'Apeldoorn',
    postcodeFrom: 7311,
    postcodeTo: 7339,
    areaCode: '055',
    gridOperator: 'Liander',
  },
  rotterdam: {
    name: 'Rotterdam',
    postcodeFrom: 3011,
    postcodeTo: 3089,
    areaCode: '010',
    gridOperator: 'Stedin',
  },
  denHaag: {
    name: 'Den Haag',
    postcodeFrom: 2491,
    postcodeTo: 2599,
    areaCode: '070',
    gridOperator: 'Stedin',
  },
  utrecht: { name: 'Utrecht', postcodeFrom: 3511, postcodeTo: 3585, areaCode: '030', gridOperator: 'Stedin' },
  dordrecht: {
    name: 'Dordrecht',
    postcodeFrom: 3311,
    postcodeTo: 3329,
    areaCode: '078',
    gridOperator: 'Stedin',
  },
  amersfoort: {
    name: 'Amersfoort',
    postcodeFrom: 3811,
    postcodeTo: 3829,
    areaCode: '033',
    gridOperator: 'Stedin',
  },
  eindhoven: {
    name: 'Eindhoven',
    postcodeFrom: 5611,
    postcodeTo: 5658,
    areaCode: '040',
    gridOperator: 'Enexis',
  },
  tilburg: { name: 'Tilburg', postcodeFrom: 5011, postcodeTo: 5049, areaCode: '013', gridOperator: 'Enexis' },
  denBosch: {
    name: "'s-Hertogenbosch",
    postcodeFrom: 5211,
    postcodeTo: 5247,
    areaCode: '073',
    gridOperator: 'Enexis',
  },
  breda: { name: 'Breda', postcodeFrom: 4811, postcodeTo: 4839, areaCode: '076', gridOperator: 'Enexis' },
  groningen: {
    name: 'Groningen',
    postcodeFrom: 9711,
    postcodeTo: 9747,
    areaCode: '050',
    gridOperator: 'Enexis',
  },
  zwolle: { name: 'Zwolle', postcodeFrom: 8011, postcodeTo: 8047, areaCode: '038', gridOperator: 'Enexis' },
  maastricht: {
    name: 'Maastricht',
    postcodeFrom: 6211,
    postcodeTo: 6229,
    areaCode: '043',
    gridOperator: 'Enexis',
  },
  venlo: { name: 'Venlo', postcodeFrom: 5911, postcodeTo: 5928, areaCode: '077', gridOperator: 'Enexis' },
  enschede: {
    name: 'Enschede',
    postcodeFrom: 7511,
    postcodeTo: 7548,
    areaCode: '053',
    gridOperator: 'Enexis',
  },
  naaldwijk: {
    name: 'Naaldwijk',
    postcodeFrom: 2671,
    postcodeTo: 2671,
    areaCode: '0174',
    gridOperator: 'Westland Infra',
  },
  honselersdijk: {
    name: 'Honselersdijk',
    postcodeFrom: 2675,
    postcodeTo: 2675,
    areaCode: '0174',
    gridOperator: 'Westland Infra',
  },
  almelo: { name: 'Almelo', postcodeFrom: 7601, postcodeTo: 7609, areaCode: '0546', gridOperator: 'Coteq' },
  meppel: { name: 'Meppel', postcodeFrom: 7941, postcodeTo: 7944, areaCode: '0522', gridOperator: 'RENDO' },
  hoogeveen: {
    name: 'Hoogeveen',
    postcodeFrom: 7901,
    postcodeTo: 7909,
    areaCode: '0528',
    gridOperator: 'RENDO',
  },
} as const satisfies Record<string, City>;

export type CityKey = keyof typeof CITIES;

export const STREETS = [
  'Industrieweg',
  'Nijverheidsweg',
  'Handelsweg',
  'Energieweg',
  'Havenweg',
  'Stationsstraat',
  'Kerkstraat',
  'Dorpsstraat',
  'Marktplein',
  'Molenweg',
  'Zuiderzeestraat',
  'Ambachtsweg',
  'Edisonstraat',
  'Westeinde',
  'Oosteinde',
  'Schoolstraat',
  'Parallelweg',
  'Koningin Julianalaan',
  'Prins Bernhardstraat',
  'Kanaalweg',
  'Tuinbouwweg',
  'Transportweg',
  'Vlietweg',
  'Laan van Vollenhove',
] as const;

export const FIRST_NAMES = [
  'Anna',
  'Sanne',
  'Lotte',
  'Eva',
  'Femke',
  'Marieke',
  'Inge',
  'Sophie',
  'Lisa',
  'Emma',
  'Jeroen',
  'Pieter',
  'Mark',
  'Bas',
  'Thijs',
  'Daan',
  'Ruud',
  'Kees',
  'Joost',
  'Martijn',
  'Wouter',
  'Niels',
  'Hanneke',
  'Ilse',
] as const;

export const LAST_NAMES = [
  'de Jong',
  'Jansen',
  'de Vries',
  'van den Berg',
  'van Dijk',
  'Bakker',
  'Janssen',
  'Visser',
  'Smit',
  'Meijer',
  'de Boer',
  'Mulder',
  'de Groot',
  'Bos',
  'Vos',
  'Peters',
  'Hendriks',
  'van Leeuwen',
  'Dekker',
  'Brouwer',
  'de Wit',
  'Dijkstra',
  'Smits',
  'de Graaf',
] as const;

export const CONTACT_FUNCTIONS = [
  'Directeur',
  'Eigenaar',
  'Financieel directeur',
  'Controller',
  'Facilitair manager',
  'Office manager',
  'Hoofd technische dienst',
  'Inkoper',
  'Medewerker administratie',
  'Bedrijfsleider',
] as const;

/** 'de Vries' → 'devries', for e-mail addresses and domains. */
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
