import type { GridOperatorCommodities } from '../schema/master-data.ts';

// Market parties of DOMAIN.md with their public websites. Party codes are generated (fictional GLNs).

export type PartySpec = { name: string; website: string; notes?: string };

export const GRID_OPERATORS: readonly (PartySpec & { commodities: GridOperatorCommodities })[] = [
  { name: 'Liander', website: 'https://www.liander.nl', commodities: 'both' },
  { name: 'Stedin', website: 'https://www.stedin.net', commodities: 'both' },
  { name: 'Enexis', website: 'https://www.enexis.nl', commodities: 'both' },
  { name: 'Westland Infra', website: 'https://www.westlandinfra.nl', commodities: 'both' },
  { name: 'Coteq', website: 'https://www.coteq.nl', commodities: 'both' },
  { name: 'RENDO', website: 'https://www.rendonetwerken.nl', commodities: 'both' },
  {
    name: 'TenneT',
    website: 'https://www.tennet.eu',
    commodities: 'electricity',
    notes: 'Landelijk netbeheerder van het hoogspanningsnet.',
  },
  {
    name: 'Gasunie',
    website: 'https://www.gasunie.nl',
    commodities: 'gas',
    notes: 'Landelijk netbeheerder van het gastransportnet.',
  },
];

export const MEASURING_COMPANIES: readonly PartySpec[] = [
  { name: 'Kenter', website: 'https://www.kenter.nu' },
  { name: 'Joulz', website: 'https://www.joulz.nl' },
  { name: 'Fudura', website: 'https://www.fudura.nl' },
  { name: 'Het Meetbedrijf', website: 'https://www.hetmeetbedrijf.nl' },
  { name: 'Anexo', website: 'https://www.anexo.nl' },
];

export const SUPPLIERS: readonly PartySpec[] = [
  { name: 'Vattenfall', website: 'https://www.vattenfall.nl' },
  { name: 'Eneco', website: 'https://www.eneco.nl' },
  { name: 'Essent', website: 'https://www.essent.nl' },
  { name: 'ENGIE', website: 'https://www.engie.nl' },
  { name: 'Greenchoice', website: 'https://www.greenchoice.nl' },
  { name: 'TotalEnergies', website: 'https://www.totalenergies.nl' },
  { name: 'Shell Energy', website: 'https://www.shellenergy.nl' },
  { name: 'Budget Energie', website: 'https://www.budgetenergie.nl' },
  { name: 'Vandebron', website: 'https://www.vandebron.nl' },
  { name: 'Pure Energie', website: 'https://www.pure-energie.nl' },
  { name: 'Axpo', website: 'https://www.axpo.com' },
  { name: 'SEPA Green', website: 'https://www.sepagreen.nl' },
];

export type TrafoSpec = {
  name: string;
  location: string;
  gridOperator: string;
  capacityKva: number;
  voltageLevel: string;
};

export const TRAFOS: readonly TrafoSpec[] = [
  {
    name: 'Trafo Westland Glas Noord',
    location: 'Tuinbouwweg, Naaldwijk',
    gridOperator: 'Westland Infra',
    capacityKva: 2000,
    voltageLevel: '20 kV / 0,4 kV',
  },
  {
    name: 'Trafo Bedrijventerrein Vossenberg',
    location: 'Transportweg, Tilburg',
    gridOperator: 'Enexis',
    capacityKva: 1600,
    voltageLevel: '10 kV / 0,4 kV',
  },
  {
    name: 'Trafo Distripark Venlo',
    location: 'Industrieweg, Venlo',
    gridOperator: 'Enexis',
    capacityKva: 1000,
    voltageLevel: '10 kV / 0,4 kV',
  },
  {
    name: 'Trafo Waalhaven Zuid',
    location: 'Havenweg, Rotterdam',
    gridOperator: 'Stedin',
    capacityKva: 1600,
    voltageLevel: '10 kV / 0,4 kV',
  },
  {
    name: 'Trafo Kantorenpark Stationsplein',
    location: 'Stationsstraat, Arnhem',
    gridOperator: 'Liander',
    capacityKva: 630,
    voltageLevel: '10 kV / 0,4 kV',
  },
];
