import type { NewSalesDeal } from '../schema/sales.ts';

// Demo sales deals (demo data, deterministic): prospects and existing customers spread over every stage,
// close dates relative to today, so the board, the list and the weighted pipeline show something real.

type DemoDeal = Omit<NewSalesDeal, 'ownerId' | 'customerId' | 'expectedCloseDate'> & {
  owner: 0 | 1;
  /** Index into the demo customers given; absent for a prospect. */
  customer?: number;
  closeInDays: number | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;

const DEMO_DEALS: DemoDeal[] = [
  {
    title: 'Levering elektriciteit 2027',
    prospectCompany: 'Zorggroep Oost',
    prospectName: 'Marleen de Boer',
    prospectEmail: 'm.deboer@zorggroep-oost.example',
    stage: 'lead',
    probability: 10,
    volumeKwh: 850_000,
    expectedValue: '18500.00',
    closeInDays: 120,
    owner: 0,
    nextStep: 'Kennismakingsgesprek plannen',
  },
  {
    title: 'Inkoop gas via collectief',
    prospectCompany: 'VvE De Linde',
    prospectName: 'Joke Smit',
    prospectEmail: 'joke@delinde.example',
    stage: 'lead',
    probability: 10,
    volumeM3: 42_000,
    expectedValue: '3200.00',
    closeInDays: 90,
    owner: 1,
    source: 'collectief',
    nextStep: 'Contact opnemen over het collectief',
  },
  {
    title: 'Energiebeheer en monitoring',
    prospectCompany: 'Sportcentrum Noord',
    prospectName: 'Kees van Dam',
    prospectEmail: 'kees@sportnoord.example',
    stage: 'gekwalificeerd',
    probability: 25,
    volumeKwh: 320_000,
    volumeM3: 65_000,
    expectedValue: '9600.00',
    closeInDays: 60,
    owner: 0,
    nextStep: 'Verbruiksgegevens opvragen',
  },
  {
    title: 'Uitbreiding met gas',
    customer: 0,
    stage: 'offerte',
    probability: 50,
    volumeM3: 18_000,
    expectedValue: '2400.00',
    closeInDays: 30,
    owner: 1,
    nextStep: 'Offerte nabellen',
  },
  {
    title: 'Meerjarencontract 2027–2029',
    prospectCompany: 'Logistiek Centrum Waalhaven',
    prospectName: 'Fatima El Amrani',
    prospectEmail: 'f.elamrani@lcw.example',
    stage: 'offerte',
    probability: 50,
    volumeKwh: 2_400_000,
    expectedValue: '42000.00',
    closeInDays: 45,
    owner: 0,
    nextStep: 'Offerte toelichten op locatie',
  },
  {
    title: 'Verlenging leveringscontract',
    customer: 1,
    stage: 'onderhandeling',
    probability: 75,
    volumeKwh: 1_100_000,
    volumeM3: 250_000,
    expectedValue: '27500.00',
    closeInDays: 14,
    owner: 0,
    nextStep: 'Tarieven vastleggen',
  },
  {
    title: 'Zonnepanelen en terugleverbegeleiding',
    customer: 2,
    stage: 'gewonnen',
    probability: 100,
    volumeKwh: 150_000,
    expectedValue: '4800.00',
    closeInDays: -10,
    owner: 1,
  },
  {
    title: 'Gasinkoop 2026',
    prospectCompany: 'Hotel Zeezicht',
    prospectName: 'Peter Kok',
    prospectEmail: 'p.kok@zeezicht.example',
    stage: 'verloren',
    probability: 0,
    volumeM3: 80_000,
    expectedValue: '6100.00',
    closeInDays: -20,
    owner: 1,
    lostReason: 'Koos voor een andere adviseur met een lagere fee.',
  },
];

export function buildDemoDeals(options: {
  today: Date;
  owners: readonly [number, number];
  customers: readonly number[];
}): NewSalesDeal[] {
  return DEMO_DEALS.map(({ owner, customer, closeInDays, ...deal }) => ({
    ...deal,
    ownerId: options.owners[owner],
    customerId: customer === undefined ? null : (options.customers[customer] ?? null),
    expectedCloseDate:
      closeInDays === null
        ? null
        : new Date(options.today.getTime() + closeInDays * DAY_MS).toISOString().slice(0, 10),
    wonAt: deal.stage === 'gewonnen' ? new Date(options.today.getTime() - 10 * DAY_MS) : null,
  }));
}
