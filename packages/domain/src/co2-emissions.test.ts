import { describe, expect, it } from 'vitest';
import { CO2_FACTORS, co2Emissions, co2FactorFor, co2SourceNote, type Co2Factor } from './co2-emissions.ts';

describe('CO2 emission factors (pinned with their source)', () => {
  it('electricity: CE Delft, "Ketenemissies elektriciteit. Actualisatie elektriciteitsmix 2021" — 300 g/kWh production, 374 g/kWh with the chain', () => {
    const ttw = co2FactorFor('electricity', 2021, 'TTW');
    const wtw = co2FactorFor('electricity', 2021, 'WTW');
    expect(ttw).toMatchObject({ validFrom: 2021, kgPerUnit: '0.300', unit: 'kWh' });
    expect(wtw).toMatchObject({ validFrom: 2021, kgPerUnit: '0.374', unit: 'kWh' });
    expect(ttw?.sources[0]).toMatchObject({
      publisher: 'CE Delft (voor CO2emissiefactoren.nl)',
      url: 'https://ce.nl/publicaties/ketenemissies-elektriciteit-actualisatie-elektriciteitsmix-2021/',
      primary: true,
    });
  });

  it('gas: TNO 2006-A-R0079/B 56.8 kg CO2/GJ × CBS aardgasequivalent 31.65 MJ/m³ = 1.79772 kg/m³ (both read in third-party copies)', () => {
    const gas = co2FactorFor('gas', 2026);
    // 56.8 × 31.65 = 1,797.72 g → 1.79772 kg per m³
    expect(gas).toMatchObject({ validFrom: 2004, kgPerUnit: '1.79772', unit: 'm³', scope: 'TTW' });
    expect(gas?.sources.map((s) => [s.publisher, s.primary])).toEqual([
      ['TNO (voor SenterNovem en VROM)', false],
      ['CBS', false],
    ]);
  });

  it('holds exactly these factors, each with a source, a reading day and a basis', () => {
    expect(CO2_FACTORS.map((f) => `${f.carrier} ${f.scope} ${f.validFrom} ${f.kgPerUnit}`)).toEqual([
      'electricity TTW 2021 0.300',
      'electricity WTW 2021 0.374',
      'gas TTW 2004 1.79772',
    ]);
    for (const factor of CO2_FACTORS) {
      expect(factor.sources.length).toBeGreaterThan(0);
      expect(factor.basis).not.toBe('');
      for (const source of factor.sources) expect(source.readOn).toBe('2026-11-29');
    }
  });
});

describe('co2FactorFor', () => {
  const table: Co2Factor[] = [
    { ...CO2_FACTORS[0]!, validFrom: 2021, kgPerUnit: '0.300' },
    { ...CO2_FACTORS[0]!, validFrom: 2024, kgPerUnit: '0.250' },
  ];
  it('takes the latest factor that starts in or before the year', () => {
    expect(co2FactorFor('electricity', 2023, 'TTW', table)?.kgPerUnit).toBe('0.300');
    expect(co2FactorFor('electricity', 2024, 'TTW', table)?.kgPerUnit).toBe('0.250');
    expect(co2FactorFor('electricity', 2030, 'TTW', table)?.kgPerUnit).toBe('0.250');
  });
  it('has none before the first factor', () => {
    expect(co2FactorFor('electricity', 2020, 'TTW', table)).toBeNull();
    expect(co2FactorFor('gas', 2003)).toBeNull();
  });
});

describe('co2Emissions', () => {
  it('multiplies each volume by the factor of its carrier and year and rounds once at the end', () => {
    // 12,345.6789 kWh × 0.300 = 3,703.70367 kg; 1,000.5 m³ × 1.79772 = 1,798.61886 kg;
    // together 5,502.32253 → 5,502 kg
    const result = co2Emissions([
      { carrier: 'electricity', year: 2026, volume: '12345.6789' },
      { carrier: 'gas', year: 2026, volume: 1000.5 },
    ]);
    expect(result.kg).toBe(5502);
    expect(result.factors.map((f) => f.carrier)).toEqual(['electricity', 'gas']);
    expect(result.missing).toEqual([]);
  });

  it('does not round each part: 3 × (1.5 kWh × 0.300 = 0.45 kg) = 1.35 → 1 kg', () => {
    const parts = ['1.5', '1.5', '1.5'].map((volume) => ({
      carrier: 'electricity' as const,
      year: 2025,
      volume,
    }));
    // each part rounded first would give 0 + 0 + 0 = 0
    expect(co2Emissions(parts).kg).toBe(1);
  });

  it('rounds half up: 5 kWh × 0.300 = 1.5 kg → 2 kg', () => {
    expect(co2Emissions([{ carrier: 'electricity', year: 2026, volume: 5 }]).kg).toBe(2);
  });

  it('leaves out a year without a factor and says so; null when nothing had one', () => {
    const result = co2Emissions([
      { carrier: 'electricity', year: 2019, volume: 1000 },
      { carrier: 'electricity', year: 2019, volume: 0 },
    ]);
    expect(result).toEqual({ kg: null, factors: [], missing: [{ carrier: 'electricity', year: 2019 }] });
    expect(co2Emissions([]).kg).toBeNull();
  });

  it('gives 0 kg for a zero volume with a factor', () => {
    expect(co2Emissions([{ carrier: 'gas', year: 2026, volume: 0 }]).kg).toBe(0);
  });

  it('uses the WTW factor when asked: 1,000 kWh × 0.374 = 374 kg', () => {
    expect(co2Emissions([{ carrier: 'electricity', year: 2026, volume: 1000 }], { scope: 'WTW' }).kg).toBe(
      374,
    );
  });

  it('rounds to more digits when asked: 0.25 kWh × 0.300 = 0.075 kg; 3 × 0.075 = 0.225 kg', () => {
    const quarter = { carrier: 'electricity' as const, year: 2026, volume: '0.25' };
    expect(co2Emissions([quarter], { digits: 3 }).kg).toBe(0.075);
    expect(co2Emissions([quarter, quarter, quarter], { digits: 2 }).kg).toBe(0.23);
  });
});

describe('co2SourceNote', () => {
  it('names the publisher, the title, the figure and the year it starts', () => {
    const note = co2SourceNote([co2FactorFor('electricity', 2026)!]);
    expect(note).toBe(
      'Bron: elektriciteit 0,300 kg CO₂/kWh vanaf 2021 (CE Delft (voor CO2emissiefactoren.nl), “Ketenemissies elektriciteit. Actualisatie elektriciteitsmix 2021”).',
    );
    expect(co2SourceNote([co2FactorFor('gas', 2026)!])).toContain('(gelezen in een kopie van derden)');
    expect(co2SourceNote([])).toBe('');
  });
});
