import type { CityKey } from '../fake/dutch-data.ts';
import type { CustomerStatus, CustomerSubType } from '../schema/customers.ts';

// The fictional business customers of the demo. Connection counts add up to 300.

export type CustomerSpec = {
  name: string;
  /** Stem for the names of further legal entities, e.g. 'De Vries' → 'De Vries Holding B.V.'. */
  stem: string;
  domain: string;
  city: CityKey;
  connections: number;
  /** Share of locations that are large ("grootverbruik"). */
  large: number;
  /** Share of locations that also have gas. */
  gas: number;
  /** Share of electricity connections that feed back (solar, CHP). */
  production: number;
  modules: string[];
  subType?: CustomerSubType;
  status?: CustomerStatus;
  /** The owner or director, first contact of the customer. */
  owner?: [firstName: string, lastName: string];
  /** Fixed legal entity names (else 1–4 generated from the stem). */
  entities?: string[];
};

export const DEMO_CUSTOMER_NAME = 'De Vries Bakkerij B.V.';

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
    modules: ['ems', 'purchase', 'invoicecontrol', 'taxrequest'],
    owner: ['Henk', 'de Vries'],
    entities: [DEMO_CUSTOMER_NAME, 'De Vries Holding B.V.', 'De Vries Vastgoed B.V.'],
  },
  customer('Bakkerij Van der Meulen', 'Van der Meulen', 'bakkerijvandermeulen.nl', 'zwolle', 4, 0, 1, 0, ['invoicecontrol']),
  customer('Autobedrijf Jansen & Zonen B.V.', 'Jansen', 'jansenenzonen.nl', 'apeldoorn', 4, 0, 0.5, 0.5, ['invoicecontrol', 'taxrequest']),
  customer('Garage Van Dijk Amersfoort B.V.', 'Van Dijk', 'garagevandijk.nl', 'amersfoort', 2, 0, 0, 0, ['taxrequest'], { status: 'prospect' }),
  customer('Stichting Openbaar Onderwijs Rijnmond', 'SOOR', 'soor.nl', 'rotterdam', 44, 0.2, 0.8, 0.4, ['ems', 'purchase', 'invoicecontrol', 'budgets', 'energysaving'], { subType: 'ambassador' }),
  customer('Christelijk Lyceum Eindhoven', 'CLE', 'cl-eindhoven.nl', 'eindhoven', 6, 0.5, 1, 0.5, ['ems', 'invoicecontrol', 'energysaving']),
  customer('Hotel De Gouden Leeuw B.V.', 'De Gouden Leeuw', 'goudenleeuw-maastricht.nl', 'maastricht', 6, 0.5, 1, 0, ['purchase', 'invoicecontrol']),
  customer('Hotel Zeezicht Scheveningen B.V.', 'Zeezicht', 'hotelzeezicht.nl', 'denHaag', 6, 0.5, 1, 0.3, ['ems', 'purchase', 'invoicecontrol', 'mutations']),
  {
    ...customer('Kwekerij Westland Glas B.V.', 'Westland Glas', 'westlandglas.nl', 'naaldwijk', 24, 0.8, 1, 0.6, ['ems', 'purchase', 'invoicecontrol', 'mutations', 'budgets', 'taxrequest']),
    subType: 'ambassador',
    owner: ['Jeroen', 'van der Lans'],
  },
  customer('Tuinbouwbedrijf Van den Berg B.V.', 'Van den Berg', 'vandenbergtuinbouw.nl', 'honselersdijk', 12, 0.7, 1, 0.5, ['ems', 'purchase', 'invoicecontrol']),
  customer('Bloemenkwekerij Aalsmeer Flora B.V.', 'Aalsmeer Flora', 'aalsmeerflora.nl', 'aalsmeer', 10, 0.6, 1, 0.4, ['purchase', 'invoicecontrol', 'taxrequest']),
  customer('Transportbedrijf De Haan Logistiek B.V.', 'De Haan', 'dehaanlogistiek.nl', 'tilburg', 28, 0.4, 0.3, 0.4, ['ems', 'purchase', 'invoicecontrol', 'mutations']),
  customer('Koel- en Vrieshuis Noord B.V.', 'Koelhuis Noord', 'koelhuisnoord.nl', 'groningen', 12, 0.8, 0.2, 0.3, ['ems', 'purchase', 'invoicecontrol', 'energysaving']),
  customer('Distributiecentrum Venlo Cross-Dock B.V.', 'Venlo Cross-Dock', 'venlocrossdock.nl', 'venlo', 20, 0.5, 0.3, 0.5, ['ems', 'purchase', 'invoicecontrol']),
  customer('Metaalbewerking Smit Enschede B.V.', 'Smit', 'smitmetaal.nl', 'enschede', 14, 0.6, 0.6, 0.3, ['ems', 'purchase', 'invoicecontrol', 'taxrequest']),
  customer('Drukkerij Bakker Haarlem B.V.', 'Bakker', 'drukkerijbakker.nl', 'haarlem', 4, 0, 1, 0, ['invoicecontrol']),
  customer('Zorggroep Het Baken', 'Het Baken', 'zorggroephetbaken.nl', 'hoogeveen', 30, 0.3, 0.9, 0.3, ['ems', 'purchase', 'invoicecontrol', 'budgets', 'taxrequest'], { subType: 'ambassador' }),
  customer('Sportcentrum De Sprong B.V.', 'De Sprong', 'sportcentrumdesprong.nl', 'almelo', 6, 0.5, 1, 0.5, ['ems', 'energysaving']),
  customer('Restaurant De Molen B.V.', 'De Molen', 'restaurantdemolen.nl', 'meppel', 2, 0, 1, 0, ['invoicecontrol'], { status: 'inactive' }),
  customer('Zuivelboerderij Hoeve Bos', 'Hoeve Bos', 'hoevebos.nl', 'meppel', 4, 0, 0.5, 1, ['taxrequest', 'energysaving'], { status: 'prospect' }),
  customer('Kantorencomplex Stationsplein C.V.', 'Stationsplein', 'stationsplein-arnhem.nl', 'arnhem', 18, 0.3, 0.5, 0.2, ['ems', 'invoicecontrol', 'mutations', 'budgets']),
  customer('Supermarkt Visser B.V.', 'Visser', 'supermarktvisser.nl', 'nijmegen', 12, 0.3, 0.5, 0.4, ['ems', 'purchase', 'invoicecontrol']),
  customer('Brouwerij De Klok B.V.', 'De Klok', 'brouwerijdeklok.nl', 'denBosch', 8, 0.5, 1, 0.3, ['ems', 'purchase', 'invoicecontrol', 'taxrequest']),
  customer('Wasserij Mulder B.V.', 'Mulder', 'wasserijmulder.nl', 'dordrecht', 8, 0.5, 1, 0.2, ['purchase', 'invoicecontrol']),
  customer('Timmerfabriek Hendriks B.V.', 'Hendriks', 'timmerfabriekhendriks.nl', 'breda', 8, 0.3, 0.5, 0.4, ['ems', 'invoicecontrol', 'mutations']),
];

function customer(
  name: string,
  stem: string,
  domain: string,
  city: CityKey,
  connections: number,
  large: number,
  gas: number,
  production: number,
  modules: string[],
  extra: Partial<CustomerSpec> = {},
): CustomerSpec {
  return { name, stem, domain, city, connections, large, gas, production, modules, ...extra };
}
