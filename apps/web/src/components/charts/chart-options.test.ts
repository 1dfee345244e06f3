import { describe, expect, it } from 'vitest';
import {
  alignedZeroRanges,
  buildChartOption,
  niceStep,
  formatChartMoment,
  formatChartValue,
} from './chart-options.ts';

describe('chart options', () => {
  it('formats values and moments the Dutch way', () => {
    expect(formatChartValue(12345.678, 'kWh', 1)).toBe('12.345,7 kWh');
    expect(formatChartValue(null, 'kWh')).toBe('–');
    expect(formatChartMoment('2026-03-01', 'day')).toBe('01/03/2026');
    expect(formatChartMoment('2026-03-01', 'month')).toBe('maart 2026');
    expect(formatChartMoment('2026-03-01T13:05:00Z', 'datetime')).toBe('01/03/2026 14:05');
  });

  it('names a year bucket by its year and puts the euro sign first (issue 32)', () => {
    // 1 January 2022 00:00 in Amsterdam is 31-12-2021 23:00 UTC
    expect(formatChartMoment('2021-12-31T23:00:00.000Z', 'year')).toBe('2022');
    expect(formatChartMoment('2022-01-01', 'year')).toBe('2022');
    expect(formatChartValue(3_000_000, '€')).toBe('€ 3.000.000');
    expect(formatChartValue(-43_200.36, '€', 2)).toBe('€ -43.200,36');
    expect(formatChartValue(3_000_000, '€/MWh')).toBe('3.000.000 €/MWh');
  });

  it('builds one line series on a time axis with Dutch labels and no legend', () => {
    const option = buildChartOption({
      unit: 'kWh',
      series: [
        {
          name: 'Verbruik',
          data: [
            ['2026-03-01', 1200],
            ['2026-03-02', null],
          ],
        },
      ],
    });
    expect(option.legend.show).toBe(false);
    expect(option.xAxis.type).toBe('time');
    expect(option.series).toEqual([
      expect.objectContaining({
        type: 'line',
        yAxisIndex: 0,
        data: [
          ['2026-03-01', 1200],
          ['2026-03-02', null],
        ],
      }),
    ]);
    expect(option.xAxis.axisLabel.formatter('2026-03-02')).toBe('02/03/2026');
    const yAxis = option.yAxis as { axisLabel: { formatter: (v: number) => string } };
    expect(yAxis.axisLabel.formatter(1500)).toBe('1.500 kWh');
    expect(option.dataZoom).toEqual([]);
  });

  it('leaves the legend off the canvas when the screen draws its own (budgets on a phone, issue 31)', () => {
    const option = buildChartOption({
      kind: 'bar',
      xAxis: 'category',
      legend: false,
      series: [
        { name: 'Budget', data: [['Elektriciteit', 10]] },
        { name: 'Werkelijk tot nu', data: [['Elektriciteit', 4]] },
      ],
    });
    expect(option.legend.show).toBe(false);
    expect(option.grid.top).toBe(16);
    expect(option.color[0]).toBe('#0f766e');
  });

  it('puts a second unit on a second axis, shows a legend and a zoom slider, and names each value in the tooltip', () => {
    const option = buildChartOption({
      kind: 'bar',
      xAxis: 'category',
      unit: 'kWh',
      secondUnit: 'm³',
      zoom: true,
      series: [
        { name: 'Stroom', data: [['jan', 10]] },
        { name: 'Gas', data: [['jan', 2.5]], secondAxis: true, kind: 'line' },
      ],
    });
    expect(option.legend).toMatchObject({ show: true, type: 'scroll' });
    expect(Array.isArray(option.yAxis) && option.yAxis.length).toBe(2);
    expect(option.series.map((series) => [series.type, series.yAxisIndex])).toEqual([
      ['bar', 0],
      ['line', 1],
    ]);
    expect(option.dataZoom).toHaveLength(2);
    const tooltip = option.tooltip.formatter([
      { seriesName: 'Stroom', value: ['jan', 1234], axisValue: 'jan', marker: '•' },
      { seriesName: 'Gas', value: ['jan', 2], axisValue: 'jan', marker: '•' },
    ]);
    expect(tooltip).toBe('jan<br/>• Stroom: 1.234 kWh<br/>• Gas: 2 m³');
  });

  it('gives the second axis its own decimals and dots only to series with points', () => {
    const option = buildChartOption({
      kind: 'bar',
      unit: 'kWh',
      secondUnit: 'kW',
      decimals: 0,
      secondDecimals: 1,
      series: [
        { name: 'Verbruik', data: [['2026-05-01', 670]] },
        { name: 'Netto', kind: 'line', points: true, data: [['2026-05-01', -360]] },
        { name: 'Piekvermogen', kind: 'line', secondAxis: true, data: [['2026-05-01', 1.0417]] },
      ],
    });
    expect(option.series.map((series) => series.showSymbol)).toEqual([false, true, false]);
    const [first, second] = option.yAxis as Array<{ axisLabel: { formatter: (v: number) => string } }>;
    expect(first?.axisLabel.formatter(-300)).toBe('-300 kWh');
    // 0,2 kW steps read 0,2 / 0,4 …, not 0 / 0 / 1 / 1.
    expect(second?.axisLabel.formatter(0.4)).toBe('0,4 kW');
    const tooltip = option.tooltip.formatter([
      { seriesName: 'Netto', value: ['2026-05-01', -360], axisValue: '2026-05-01', marker: '•' },
      { seriesName: 'Piekvermogen', value: ['2026-05-01', 1.0417], axisValue: '2026-05-01', marker: '•' },
    ]);
    expect(tooltip).toBe('01/05/2026<br/>• Netto: -360 kWh<br/>• Piekvermogen: 1,0 kW');
  });

  it('draws a limit dashed and marks values above it as dots only, named in the tooltip only where set', () => {
    const option = buildChartOption({
      unit: 'kWh',
      secondUnit: 'kW',
      secondDecimals: 1,
      series: [
        {
          name: 'Piekvermogen (kW)',
          secondAxis: true,
          data: [
            ['a', 160],
            ['b', 120],
          ],
        },
        {
          name: 'Gecontracteerd vermogen (kW)',
          secondAxis: true,
          dashed: true,
          color: '#475569',
          data: [
            ['a', 140],
            ['b', 140],
          ],
        },
        {
          name: 'Boven',
          secondAxis: true,
          markers: true,
          color: '#dc2626',
          data: [
            ['a', 160],
            ['b', null],
          ],
        },
      ],
    });
    const [, limit, above] = option.series as Array<Record<string, unknown>>;
    expect(limit).toMatchObject({ lineStyle: { type: 'dashed' }, itemStyle: { color: '#475569' } });
    expect(above).toMatchObject({
      showSymbol: true,
      lineStyle: { width: 0, opacity: 0 },
      itemStyle: { color: '#dc2626' },
    });
    const at = (x: string, peak: number, marked: number | null) =>
      option.tooltip.formatter([
        { seriesName: 'Piekvermogen (kW)', value: [x, peak], axisValue: x, marker: '•' },
        { seriesName: 'Boven', value: [x, marked], axisValue: x, marker: '•' },
      ]);
    expect(at('2026-05-12', 160, 160)).toBe(
      '12/05/2026<br/>• Piekvermogen (kW): 160,0 kW<br/>• Boven: 160,0 kW',
    );
    expect(at('2026-05-13', 120, null)).toBe('13/05/2026<br/>• Piekvermogen (kW): 120,0 kW');
  });

  it('puts the zeros of kWh and kW at one height when Netto goes below zero', () => {
    // kWh from −450 to 1,030, kW from 0 to 42.9; 5 steps, 1 below zero:
    // kWh step = nice(max(1,030 / 4, 450 / 1)) = 500 → −500…2,000; kW step = nice(42.9 / 4 = 10.7) = 20 → −20…80
    const option = buildChartOption({
      unit: 'kWh',
      secondUnit: 'kW',
      series: [
        {
          name: 'Verbruik',
          data: [
            ['2026-05-01', 1030],
            ['2026-06-01', 450],
          ],
        },
        {
          name: 'Netto',
          data: [
            ['2026-05-01', -360],
            ['2026-06-01', -450],
          ],
        },
        {
          name: 'Piekvermogen',
          data: [
            ['2026-05-01', 42.9],
            ['2026-06-01', 18.8],
          ],
          secondAxis: true,
        },
      ],
    });
    const [kwh, kw] = option.yAxis as Array<{ min?: number; max?: number; interval?: number }>;
    expect([kwh?.min, kwh?.max, kwh?.interval]).toEqual([-500, 2000, 500]);
    expect([kw?.min, kw?.max, kw?.interval]).toEqual([-20, 80, 20]);
    // same share below zero on both axes
    expect(-(kwh?.min ?? 0) / ((kwh?.max ?? 0) - (kwh?.min ?? 0))).toBe(
      -(kw?.min ?? 0) / ((kw?.max ?? 0) - (kw?.min ?? 0)),
    );
  });

  it('leaves the axes to ECharts when nothing goes below zero, and steps are 1, 2, 2.5 or 5 × 10^k', () => {
    expect(
      alignedZeroRanges([
        { low: 0, high: 10 },
        { low: 0, high: 3 },
      ]),
    ).toBeNull();
    expect([niceStep(0.3), niceStep(1.1), niceStep(2.2), niceStep(3), niceStep(257.5)]).toEqual([
      0.5, 2, 2.5, 5, 500,
    ]);
  });
});
