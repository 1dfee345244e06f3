import { describe, expect, it } from 'vitest';
import { buildChartOption, formatChartMoment, formatChartValue } from './chart-options.ts';

describe('chart options', () => {
  it('formats values and moments the Dutch way', () => {
    expect(formatChartValue(12345.678, 'kWh', 1)).toBe('12.345,7 kWh');
    expect(formatChartValue(null, 'kWh')).toBe('–');
    expect(formatChartMoment('2026-03-01', 'day')).toBe('01/03/2026');
    expect(formatChartMoment('2026-03-01', 'month')).toBe('maart 2026');
    expect(formatChartMoment('2026-03-01T13:05:00Z', 'datetime')).toBe('01/03/2026 14:05');
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
});
