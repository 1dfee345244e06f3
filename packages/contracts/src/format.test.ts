import { describe, expect, it } from 'vitest';
import { auditEuroText } from '@energiek/domain/invoice-audit';
import {
  compactEan,
  formatEan,
  DUTCH_MONTHS,
  formatCo2,
  formatDegreeDays,
  formatPerDegreeDay,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatDuration,
  formatMonth,
  formatNumber,
  formatPrice,
  formatQuantity,
  formatQuantityNumber,
  formatRegister,
  PRICE_DECIMALS,
  formatVolume,
  monthName,
  parseDutchDate,
  toIsoDate,
} from './format.ts';

describe('formatNumber', () => {
  it('uses Dutch separators and the given decimals', () => {
    expect(formatNumber(1234567.891, 2)).toBe('1.234.567,89');
    expect(formatNumber(1234)).toBe('1.234');
    expect(formatNumber(0.5, 1)).toBe('0,5');
    expect(formatNumber(-1234.5, 2)).toBe('-1.234,50');
  });

  it('never shows a negative zero and leaves missing values blank', () => {
    expect(formatNumber(-0.001, 2)).toBe('0,00');
    expect(formatNumber(null)).toBe('');
    expect(formatNumber(undefined)).toBe('');
    expect(formatNumber(Number.NaN)).toBe('');
  });
});

describe('formatCurrency', () => {
  it("prefixes '€ ' with a normal space and always shows 2 decimals", () => {
    expect(formatCurrency(1234.56)).toBe('€ 1.234,56');
    expect(formatCurrency(0)).toBe('€ 0,00');
    expect(formatCurrency(12)).toBe('€ 12,00');
    expect(formatCurrency(1000000)).toBe('€ 1.000.000,00');
    expect(formatCurrency(0.005)).toBe('€ 0,01');
  });

  it('puts the minus straight before the number, after the euro sign (Taalunie: € -12, not – € 12)', () => {
    expect(formatCurrency(-1234.56)).toBe('€ -1.234,56');
    expect(formatCurrency(-43200.36)).toBe('€ -43.200,36');
    // A hyphen-minus (pastes into a spreadsheet as a number), and never a negative zero.
    expect(formatCurrency(-0.5)).toBe('€ -0,50');
    expect(formatCurrency(-0.004)).toBe('€ 0,00');
  });

  it('leaves missing values blank', () => {
    expect(formatCurrency(null)).toBe('');
    expect(formatCurrency('')).toBe('');
    expect(formatCurrency('abc')).toBe('');
  });

  // Issue 32: the invoice page's audit table wrote '−€ 44,58' beside the line table's '€ -44,58'. Every
  // amount the API sends as a decimal string now goes through this one rule, case by case:
  it('formats decimal strings from the API exactly, one rule for every sign', () => {
    // negative: hyphen-minus straight before the number, after '€ '
    expect(formatCurrency('-44.58')).toBe('€ -44,58');
    expect(formatCurrency('-1234.5')).toBe('€ -1.234,50');
    expect(formatCurrency('-43200.36')).toBe('€ -43.200,36');
    // positive, zero, whole and long amounts
    expect(formatCurrency('44.58')).toBe('€ 44,58');
    expect(formatCurrency('+44.58')).toBe('€ 44,58');
    expect(formatCurrency('0')).toBe('€ 0,00');
    expect(formatCurrency('0.00')).toBe('€ 0,00');
    expect(formatCurrency('-0.00')).toBe('€ 0,00');
    expect(formatCurrency('12')).toBe('€ 12,00');
    expect(formatCurrency('11718.23')).toBe('€ 11.718,23');
    expect(formatCurrency('1000000')).toBe('€ 1.000.000,00');
    // more than 2 decimals: rounded half away from zero on the decimal itself (1.005 is 1.00499… as a float)
    expect(formatCurrency('1.005')).toBe('€ 1,01');
    expect(formatCurrency('-1.005')).toBe('€ -1,01');
    expect(formatCurrency('2940.739726')).toBe('€ 2.940,74');
    expect(formatCurrency('-0.004')).toBe('€ 0,00');
    // beyond a float's 15 digits the string keeps every digit
    expect(formatCurrency('123456789012345.67')).toBe('€ 123.456.789.012.345,67');
  });

  it("the audit findings' messages write money by the same rule", () => {
    for (const value of [
      '-44.58',
      '44.58',
      '0',
      '-0.004',
      '-0.005',
      '1.005',
      '-11718.234',
      '1000000',
      '-1234.5',
    ]) {
      expect(auditEuroText(value)).toBe(formatCurrency(value));
    }
  });

  it('prices follow the same sign rule', () => {
    expect(formatPrice('-2.75', '€/MWh')).toBe('€ -2,75/MWh');
    expect(formatPrice(-0.0123, '€/kWh')).toBe('€ -0,01230/kWh');
    expect(formatPrice('-12.5', '€')).toBe('€ -12,50');
  });
});

describe('formatVolume', () => {
  it('adds the unit after the number', () => {
    expect(formatVolume(12345, 'kWh')).toBe('12.345 kWh');
    expect(formatVolume(1234.4, 'm³')).toBe('1.234 m³');
    expect(formatVolume(1.25, 'MWh', 2)).toBe('1,25 MWh');
    expect(formatVolume(null, 'kWh')).toBe('');
  });
});

describe('one rule per unit (issue 32)', () => {
  it('kWh and m³: whole from 100, one decimal below', () => {
    expect(formatQuantity(539.89, 'kWh')).toBe('540 kWh');
    expect(formatQuantity(69_520, 'kWh')).toBe('69.520 kWh');
    expect(formatQuantity(99.94, 'kWh')).toBe('99,9 kWh');
    expect(formatQuantity(99.96, 'kWh')).toBe('100,0 kWh');
    expect(formatQuantity(0.4321, 'kWh')).toBe('0,4 kWh');
    expect(formatQuantity(-250.5, 'kWh')).toBe('-251 kWh');
    expect(formatQuantity(12_345.678, 'm³')).toBe('12.346 m³');
    expect(formatQuantity(7.25, 'm³')).toBe('7,3 m³');
    expect(formatQuantityNumber(539.89, 'kWh')).toBe('540');
  });

  it('MWh, kW and m³/h: one decimal', () => {
    expect(formatQuantity(230, 'MWh')).toBe('230,0 MWh');
    expect(formatQuantity(1150, 'MWh')).toBe('1.150,0 MWh');
    expect(formatQuantity(160, 'kW')).toBe('160,0 kW');
    expect(formatQuantity(12.345, 'kW')).toBe('12,3 kW');
    expect(formatQuantity(4.06, 'm³/h')).toBe('4,1 m³/h');
  });

  it('€ two decimals, €/MWh two, €/kWh and €/m³ five', () => {
    expect(formatPrice(2940.739726, '€')).toBe('€ 2.940,74');
    expect(formatPrice(87.5, '€/MWh')).toBe('€ 87,50/MWh');
    expect(formatPrice(2.75, '€/MWh')).toBe('€ 2,75/MWh');
    expect(formatPrice(0.101540001, '€/kWh')).toBe('€ 0,10154/kWh');
    expect(formatPrice(0.57816, '€/m³')).toBe('€ 0,57816/m³');
    expect(formatPrice(12.5, '€/maand')).toBe('€ 12,50/maand');
    expect(PRICE_DECIMALS['€/kWh']).toBe(5);
  });

  it('meter registers: as read, at most the 3 stored decimals', () => {
    expect(formatRegister('2285.000')).toBe('2.285');
    expect(formatRegister('1050.500')).toBe('1.050,5');
    expect(formatRegister('12345.678')).toBe('12.345,678');
    expect(formatRegister('0.000')).toBe('0');
    expect(formatRegister(290)).toBe('290');
    expect(formatRegister(null)).toBe('');
    expect(formatRegister('')).toBe('');
  });

  it('leaves missing values blank', () => {
    expect(formatQuantity(null, 'kWh')).toBe('');
    expect(formatQuantity(Number.NaN, 'kW')).toBe('');
    expect(formatPrice(undefined, '€/MWh')).toBe('');
  });
});

describe('formatDate and formatDateTime', () => {
  it('shows DD/MM/YYYY in Europe/Amsterdam', () => {
    // 23:30 UTC on 21 November is already 22 November in Amsterdam (UTC+1).
    expect(formatDate('2026-11-21T23:30:00Z')).toBe('22/11/2026');
    expect(formatDate(new Date('2026-03-05T10:00:00Z'))).toBe('05/03/2026');
    expect(formatDate(Date.UTC(2026, 0, 1, 12))).toBe('01/01/2026');
  });

  it('treats a date-only string as that calendar day', () => {
    expect(formatDate('2026-11-21')).toBe('21/11/2026');
  });

  it('shows the time on a 24-hour clock, in summer and in winter time', () => {
    expect(formatDateTime('2026-07-01T12:05:00Z')).toBe('01/07/2026 14:05');
    expect(formatDateTime('2026-12-01T12:05:00Z')).toBe('01/12/2026 13:05');
  });

  it('leaves missing and invalid values blank', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('geen datum')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('months', () => {
  it('has the Dutch month names', () => {
    expect(DUTCH_MONTHS.join(' ')).toBe(
      'januari februari maart april mei juni juli augustus september oktober november december',
    );
    expect(DUTCH_MONTHS).toHaveLength(12);
    expect(monthName(3)).toBe('maart');
    expect(monthName(13)).toBe('');
  });

  it('formats a month with its year', () => {
    expect(formatMonth('2026-03-15')).toBe('maart 2026');
    expect(formatMonth(new Date('2026-12-31T23:30:00Z'))).toBe('januari 2027');
  });
});

describe('formatDuration', () => {
  it('uses mm:ss under an hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(65)).toBe('01:05');
    expect(formatDuration(3599)).toBe('59:59');
  });

  it('uses h:mm:ss from an hour', () => {
    expect(formatDuration(3600)).toBe('1:00:00');
    expect(formatDuration(3661)).toBe('1:01:01');
    expect(formatDuration(36000 + 59)).toBe('10:00:59');
  });

  it('drops fractions and clamps negatives', () => {
    expect(formatDuration(59.9)).toBe('00:59');
    expect(formatDuration(-5)).toBe('00:00');
  });
});

describe('parseDutchDate', () => {
  it('reads DD/MM/YYYY as midnight in Amsterdam', () => {
    const date = parseDutchDate('21/11/2026');
    expect(date?.toISOString()).toBe('2026-11-20T23:00:00.000Z');
    expect(formatDate(date)).toBe('21/11/2026');
    expect(parseDutchDate('01/07/2026')?.toISOString()).toBe('2026-06-30T22:00:00.000Z');
  });

  it('accepts single digits, surrounding spaces and - or . as separator', () => {
    expect(toIsoDate(parseDutchDate(' 1/2/2026 '))).toBe('2026-02-01');
    expect(toIsoDate(parseDutchDate('01-02-2026'))).toBe('2026-02-01');
    expect(toIsoDate(parseDutchDate('01.02.2026'))).toBe('2026-02-01');
  });

  it('rejects anything that is not a real date', () => {
    expect(parseDutchDate('31/02/2026')).toBeNull();
    expect(parseDutchDate('29/02/2025')).toBeNull();
    expect(parseDutchDate('12/13/2026')).toBeNull();
    expect(parseDutchDate('2026-11-21')).toBeNull();
    expect(parseDutchDate('21/11/26')).toBeNull();
    expect(parseDutchDate('')).toBeNull();
  });

  it('accepts a leap day', () => {
    expect(toIsoDate(parseDutchDate('29/02/2028'))).toBe('2028-02-29');
  });
});

describe('formatEan and compactEan', () => {
  it('groups an EAN in fours, also when it was typed with spaces or dots', () => {
    expect(formatEan('871600396533114865')).toBe('8716 0039 6533 1148 65');
    expect(formatEan('8716 00396533.114865')).toBe('8716 0039 6533 1148 65');
    expect(formatEan('')).toBe('');
    expect(formatEan(null)).toBe('');
    expect(formatEan('onbekend')).toBe('onbekend');
  });

  it('drops the spaces and dots typed in an EAN input', () => {
    expect(compactEan(' 8716 0039 6533.1148 65 ')).toBe('871600396533114865');
  });
});

describe('formatCo2 (issue 32)', () => {
  it('gives whole kg below a tonne and tonnes with one decimal above', () => {
    expect(formatCo2(229)).toBe('229 kg CO₂');
    expect(formatCo2(999)).toBe('999 kg CO₂');
    expect(formatCo2(1000)).toBe('1,0 ton CO₂');
    // 12,345 kg = 12.345 t → 12,3 ton
    expect(formatCo2(12_345)).toBe('12,3 ton CO₂');
    expect(formatCo2(1_234_567)).toBe('1.234,6 ton CO₂');
    expect(formatCo2(0)).toBe('0 kg CO₂');
    expect(formatCo2(null)).toBe('');
  });
});

describe('formatDegreeDays and formatPerDegreeDay (issue 32)', () => {
  it('give degree days one decimal and use per degree day two, whatever the API sent', () => {
    expect(formatDegreeDays(22)).toBe('22,0');
    expect(formatDegreeDays(17.6)).toBe('17,6');
    // 196.4 m³ over 17.6 degree days = 11.159090… → 11,16
    expect(formatPerDegreeDay(11.1591)).toBe('11,16');
    expect(formatPerDegreeDay(-0.0249)).toBe('-0,02');
    expect(formatPerDegreeDay(1234.5)).toBe('1.234,50');
    expect(formatDegreeDays(null)).toBe('');
    expect(formatPerDegreeDay(undefined)).toBe('');
  });
});
