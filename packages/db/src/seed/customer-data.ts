import type { CityKey } from '../fake/dutch-data.ts';
import type { CustomerStatus, CustomerSubType } from '../schema/customers.ts';

// The fictional business customers of the demo. Connection counts add up to 300.

/** How a customer's locations look: shares of large locations, of locations with gas, of production. */
type Profile = { large: number; gas: number; production: number };

export type CustomerSpec = Profile & {
  name: string;
  /** Stem for the names of further legal entities, e.g. 'De Vries' → 'De Vries Holding B.V.'. */
  stem: string;
  domain: string;
  city: CityKey;
  connections: number;
  modules: string[];
  subType?: CustomerSubType;
  status?: CustomerStatus;
  /** The owner or director, first contact of the customer. */
  owner?: [firstName: string, lastName: string];
  /** Fixed legal entity names (else 1–4 generated from the stem). */
  entities?: string[];
};

export const DEMO_CUSTOMER_NAME = 'De Vries Bakkerij B.V.';

const SHOP: Profile = { large: 0, gas: 1, production: 0 };
const WORKSHOP: Profile = { large: 0.3, gas: 0.5, production: 0.4 };
const HOSPITALITY: Profile = { large: 0.5, gas: 1, production: 0.2 };
const GREENHOUSE: Profile = { large: 0.7, gas: 1, production: 0.5 };
const LOGISTICS: Profile = { large: 0.5, gas: 0.3, production: 0.4 };
const INDUSTRY: Profile = { large: 0.6, gas: 0.6, production: 0.3 };
const PUBLIC: Profile = { large: 0.25, gas: 0.85, production: 0.4 };

export const CUSTOMERS: readonly CustomerSpec[] = [
  {
    name: DEMO_CUSTOMER_NAME,
    stem: 'De Vries',
    domain: 'devries-bakkerij.nl',
    city: 'utrecht',
    connections: 8,
    large: 0.25,
    gas: 0.9,
    production: 0.3,
    modules: ['ems', 'purchase', 'invoicecontrol', 'taxrequest', 'energysaving'],
    owner: ['Henk', 'de Vries'],
    entities: [DEMO_CUSTOMER_NAME, 'De Vries Holding B.V.', 'De Vries Vastgoed B.V.'],
  },
  {
    name: 'Bakkerij Van der Meulen',
    stem: 'Van der Meulen',
    domain: 'bakkerijvandermeulen.nl',
    city: 'zwolle',
    connections: 4,
    ...SHOP,
    modules: ['invoicecontrol'],
  },
  {
    name: 'Autobedrijf Jansen & Zonen B.V.',
    stem: 'Jansen',
    domain: 'jansenenzonen.nl',
    city: 'apeldoorn',
    connections: 4,
    ...WORKSHOP,
    large: 0,
    modules: ['invoicecontrol', 'taxrequest'],
  },
  {
    name: 'Garage Van Dijk Amersfoort B.V.',
    stem: 'Van Dijk',
    domain: 'garagevandijk.nl',
    city: 'amersfoort',
    connections: 2,
    ...WORKSHOP,
    large: 0,
    modules: ['taxrequest'],
    status: 'prospect',
  },
  {
    name: 'Stichting Openbaar Onderwijs Rijnmond',
    stem: 'SOOR',
    domain: 'soor.nl',
    city: 'rotterdam',
    connections: 44,
    ...PUBLIC,
    modules: ['ems', 'purchase', 'invoicecontrol', 'budgets', 'energysaving'],
    subType: 'ambassador',
  },
  {
    name: 'Christelijk Lyceum Eindhoven',
    stem: 'CLE',
    domain: 'cl-eindhoven.nl',
    city: 'eindhoven',
    connections: 6,
    ...PUBLIC,
    modules: ['ems', 'invoicecontrol', 'energysaving'],
  },
  {
    name: 'Hotel De Gouden Leeuw B.V.',
    stem: 'De Gouden Leeuw',
    domain: 'goudenleeuw-maastricht.nl',
    city: 'maastricht',
    connections: 6,
    ...HOSPITALITY,
    modules: ['purchase', 'invoicecontrol'],
  },
  {
    name: 'Hotel Zeezicht Scheveningen B.V.',
    stem: 'Zeezicht',
    domain: 'hotelzeezicht.nl',
    city: 'denHaag',
    connections: 6,
    ...HOSPITALITY,
    modules: ['ems', 'purchase', 'invoicecontrol', 'mutations'],
  },
  {
    name: 'Kwekerij Westland Glas B.V.',
    stem: 'Westland Glas',
    domain: 'westlandglas.nl',
    city: 'naaldwijk',
    connections: 24,
    ...GREENHOUSE,
    large: 0.8,
    modules: ['ems', 'purchase', 'invoicecontrol', 'mutations', 'budgets', 'taxrequest'],
    subType: 'ambassador',
    owner: ['Jeroen', 'van der Lans'],
  },
  {
    name: 'Tuinbouwbedrijf Van den Berg B.V.',
    stem: 'Van den Berg',
    domain: 'vandenbergtuinbouw.nl',
    city: 'honselersdijk',
    connections: 12,
    ...GREENHOUSE,
    modules: ['ems', 'purchase', 'invoicecontrol'],
  },
  {
    name: 'Bloemenkwekerij Aalsmeer Flora B.V.',
    stem: 'Aalsmeer Flora',
    domain: 'aalsmeerflora.nl',
    city: 'aalsmeer',
    connections: 10,
    ...GREENHOUSE,
    modules: ['purchase', 'invoicecontrol', 'taxrequest'],
  },
  {
    name: 'Transportbedrijf De Haan Logistiek B.V.',
    stem: 'De Haan',
    domain: 'dehaanlogistiek.nl',
    city: 'tilburg',
    connections: 28,
    ...LOGISTICS,
    modules: ['ems', 'purchase', 'invoicecontrol', 'mutations'],
  },
  {
    name: 'Koel- en Vrieshuis Noord B.V.',
    stem: 'Koelhuis Noord',
    domain: 'koelhuisnoord.nl',
    city: 'groningen',
    connections: 12,
    ...LOGISTICS,
    large: 0.8,
    modules: ['ems', 'purchase', 'invoicecontrol', 'energysaving'],
  },
  {
    name: 'Distributiecentrum Venlo Cross-Dock B.V.',
    stem: 'Venlo Cross-Dock',
    domain: 'venlocrossdock.nl',
    city: 'venlo',
    connections: 20,
    ...LOGISTICS,
    modules: ['ems', 'purchase', 'invoicecontrol'],
  },
  {
    name: 'Metaalbewerking Smit Enschede B.V.',
    stem: 'Smit',
    domain: 'smitmetaal.nl',
    city: 'enschede',
    connections: 14,
    ...INDUSTRY,
    modules: ['ems', 'purchase', 'invoicecontrol', 'taxrequest'],
  },
  {
    name: 'Drukkerij Bakker Haarlem B.V.',
    stem: 'Bakker',
    domain: 'drukkerijbakker.nl',
    city: 'haarlem',
    connections: 4,
    ...SHOP,
    modules: ['invoicecontrol'],
  },
  {
    name: 'Zorggroep Het Baken',
    stem: 'Het Baken',
    domain: 'zorggroephetbaken.nl',
    city: 'hoogeveen',
    connections: 30,
    ...PUBLIC,
    modules: ['ems', 'purchase', 'invoicecontrol', 'budgets', 'taxrequest'],
    subType: 'ambassador',
  },
  {
    name: 'Sportcentrum De Sprong B.V.',
    stem: 'De Sprong',
    domain: 'sportcentrumdesprong.nl',
    city: 'almelo',
    connections: 6,
    ...HOSPITALITY,
    modules: ['ems', 'energysaving'],
  },
  {
    name: 'Restaurant De Molen B.V.',
    stem: 'De Molen',
    domain: 'restaurantdemolen.nl',
    city: 'meppel',
    connections: 2,
    ...SHOP,
    modules: ['invoicecontrol'],
    status: 'inactive',
  },
  {
    name: 'Zuivelboerderij Hoeve Bos',
    stem: 'Hoeve Bos',
    domain: 'hoevebos.nl',
    city: 'meppel',
    connections: 4,
    ...SHOP,
    gas: 0.5,
    production: 1,
    modules: ['taxrequest', 'energysaving'],
    status: 'prospect',
  },
  {
    name: 'Kantorencomplex Stationsplein C.V.',
    stem: 'Stationsplein',
    domain: 'stationsplein-arnhem.nl',
    city: 'arnhem',
    connections: 18,
    ...WORKSHOP,
    production: 0.2,
    modules: ['ems', 'invoicecontrol', 'mutations', 'budgets'],
  },
  {
    name: 'Supermarkt Visser B.V.',
    stem: 'Visser',
    domain: 'supermarktvisser.nl',
    city: 'nijmegen',
    connections: 12,
    ...WORKSHOP,
    modules: ['ems', 'purchase', 'invoicecontrol'],
  },
  {
    name: 'Brouwerij De Klok B.V.',
    stem: 'De Klok',
    domain: 'brouwerijdeklok.nl',
    city: 'denBosch',
    connections: 8,
    ...INDUSTRY,
    gas: 1,
    modules: ['ems', 'purchase', 'invoicecontrol', 'taxrequest'],
  },
  {
    name: 'Wasserij Mulder B.V.',
    stem: 'Mulder',
    domain: 'wasserijmulder.nl',
    city: 'dordrecht',
    connections: 8,
    ...HOSPITALITY,
    modules: ['purchase', 'invoicecontrol'],
  },
  {
    name: 'Timmerfabriek Hendriks B.V.',
    stem: 'Hendriks',
    domain: 'timmerfabriekhendriks.nl',
    city: 'breda',
    connections: 8,
    ...WORKSHOP,
    modules: ['ems', 'invoicecontrol', 'mutations'],
  },
];
