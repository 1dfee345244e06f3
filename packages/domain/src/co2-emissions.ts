// CO2 emissions of energy use (issue 32 "Beyond: CO2"): kg CO2 from a volume (kWh or m³) and the emission
// factor in force for the volume's calendar year. The factors are dated reference data with their
// source; `co2-emissions.test.ts` pins every figure and names its source. docs/rates.md ("CO2 emission
// factors") explains the choices: direct emissions (TTW) only, the Dutch production mix for all
// electricity (location-based, so a green contract counts the same), consumption only (feed-in of a
// solar connection neither adds nor subtracts). Pure; products are exact (decimal.js) and rounded once.
import Decimal from 'decimal.js';

export type Co2Carrier = 'electricity' | 'gas';
/** TTW: direct emissions of production (electricity) or combustion (gas); WTW adds the supply chain. */
export type Co2Scope = 'TTW' | 'WTW';

export type Co2Source = {
  publisher: string;
  title: string;
  url: string;
  /** The day the figure was read (in the stored copy of the page). */
  readOn: string;
  /** false when the figure was read from a third party's copy, not from the publisher's own page. */
  primary: boolean;
};

export type Co2Factor = {
  carrier: Co2Carrier;
  scope: Co2Scope;
  /** The first calendar year the factor is used for; it holds until a later factor starts. */
  validFrom: number;
  /** kg CO2 per kWh (electricity) or per m³ (gas), a decimal string. */
  kgPerUnit: string;
  unit: 'kWh' | 'm³';
  /** How the figure is derived, in a sentence. */
  basis: string;
  sources: readonly Co2Source[];
};

/** The scope every figure of the product is computed in. */
export const CO2_SCOPE: Co2Scope = 'TTW';

const CE_DELFT_2021: Co2Source = {
  publisher: 'CE Delft (voor CO2emissiefactoren.nl)',
  title: 'Ketenemissies elektriciteit. Actualisatie elektriciteitsmix 2021',
  url: 'https://ce.nl/publicaties/ketenemissies-elektriciteit-actualisatie-elektriciteitsmix-2021/',
  readOn: '2026-11-29',
  primary: true,
};

const TNO_2006: Co2Source = {
  publisher: 'TNO (voor SenterNovem en VROM)',
  title: 'Vaststellingsmethodieken voor CO2-emissiefactoren van aardgas in Nederland, rapport 2006-A-R0079/B',
  url: 'http://docplayer.nl/1627583-Vaststellingsmethodieken-voor-co-2-emissiefactoren-van-aardgas-in-nederland.html',
  readOn: '2026-11-29',
  primary: false,
};

const CBS_AE: Co2Source = {
  publisher: 'CBS',
  title: 'Duurzame energie in Nederland 2006 (verklaring der tekens: 1 m³ a.e. = 31,65 MJ)',
  url: 'https://5dok.net/document/y960kerl-centraal-bureau-voor-de-statistiek-voorburg-heerlen.html',
  readOn: '2026-11-29',
  primary: false,
};

/** Every factor, oldest first per carrier and scope. */
export const CO2_FACTORS: readonly Co2Factor[] = [
  {
    carrier: 'electricity',
    scope: 'TTW',
    validFrom: 2021,
    kgPerUnit: '0.300',
    unit: 'kWh',
    basis: 'Productie van de in Nederland opgewekte elektriciteit in 2021: 300 g CO2 per kWh.',
    sources: [CE_DELFT_2021],
  },
  {
    carrier: 'electricity',
    scope: 'WTW',
    validFrom: 2021,
    kgPerUnit: '0.374',
    unit: 'kWh',
    basis: 'Elektriciteitsmix 2021 inclusief ketenemissies: 300 + 74 = 374 g CO2 per kWh.',
    sources: [CE_DELFT_2021],
  },
  {
    carrier: 'gas',
    scope: 'TTW',
    validFrom: 2004,
    // 56.8 kg CO2/GJ (onderwaarde) × 0.03165 GJ/m³ = 1.79772 kg CO2/m³
    kgPerUnit: '1.79772',
    unit: 'm³',
    basis:
      'Verbranding: 56,8 kg CO2 per GJ (gemiddeld Nederlands aardgas 2003/2004, onderwaarde) × 31,65 MJ per m³ (aardgasequivalent).',
    sources: [TNO_2006, CBS_AE],
  },
];

/** The factor in force for `year` (the latest that starts in or before it); null before the first. */
export function co2FactorFor(
  carrier: Co2Carrier,
  year: number,
  scope: Co2Scope = CO2_SCOPE,
  factors: readonly Co2Factor[] = CO2_FACTORS,
): Co2Factor | null {
  let found: Co2Factor | null = null;
  for (const factor of factors) {
    if (factor.carrier !== carrier || factor.scope !== scope || factor.validFrom > year) continue;
    if (!found || factor.validFrom > found.validFrom) found = factor;
  }
  return found;
}

/** One volume of one carrier in one calendar year. */
export type Co2Volume = { carrier: Co2Carrier; year: number; volume: Decimal.Value };

export type Co2Result = {
  /** kg CO2 rounded once (half up, whole kg unless `digits`) after adding the exact products; null when no volume had a factor. */
  kg: number | null;
  /** The factors used, one per carrier and year, in the order first met. */
  factors: Co2Factor[];
  /** Volumes left out because no factor was in force for their year. */
  missing: { carrier: Co2Carrier; year: number }[];
};

/** kg CO2 of the volumes: Σ volume × factor of its carrier and year, rounded once (to whole kg by default). */
export function co2Emissions(
  volumes: readonly Co2Volume[],
  {
    scope = CO2_SCOPE,
    factors = CO2_FACTORS,
    digits = 0,
  }: { scope?: Co2Scope; factors?: readonly Co2Factor[]; digits?: number } = {},
): Co2Result {
  let total = new Decimal(0);
  let counted = 0;
  const used: Co2Factor[] = [];
  const missing: Co2Result['missing'] = [];
  for (const { carrier, year, volume } of volumes) {
    const amount = new Decimal(volume);
    const factor = co2FactorFor(carrier, year, scope, factors);
    if (!factor) {
      if (!amount.isZero()) missing.push({ carrier, year });
      continue;
    }
    total = total.plus(amount.times(factor.kgPerUnit));
    counted += 1;
    if (!used.includes(factor)) used.push(factor);
  }
  return {
    kg: counted > 0 ? total.toDecimalPlaces(digits, Decimal.ROUND_HALF_UP).toNumber() : null,
    factors: used,
    missing,
  };
}

/** The Dutch "Bron" line for the factors used: publisher, title and the year each factor starts. */
export function co2SourceNote(factors: readonly Co2Factor[]): string {
  const parts = factors.map((factor) => {
    const what = factor.carrier === 'electricity' ? 'elektriciteit' : 'aardgas';
    const who = factor.sources
      .map((s) => `${s.publisher}, “${s.title}”${s.primary ? '' : ' (gelezen in een kopie van derden)'}`)
      .join(' en ');
    return `${what} ${factor.kgPerUnit.replace('.', ',')} kg CO₂/${factor.unit} vanaf ${factor.validFrom} (${who})`;
  });
  return parts.length > 0 ? `Bron: ${parts.join('; ')}.` : '';
}
