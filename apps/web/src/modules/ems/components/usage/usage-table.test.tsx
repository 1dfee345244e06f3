import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { UsageResponse } from '@energiek/contracts/ems-usage';
import { UsageSummary, UsageTable } from './usage-table.tsx';

// The usage table and its totals read by the unit's rule of issue 32 (no more "539,8900 kWh" or
// "160,0000 kW"): kWh whole from 100 on, one decimal below; kW one decimal. The stored value, 4 decimals,
// stays in the cell's tooltip.

const usage: UsageResponse = {
  data: [
    {
      start: '2026-10-31T23:00:00.000Z',
      consumption: 539.89,
      production: 0.43,
      peakKw: 160,
      count: 96,
      expected: 96,
      consumptionLow: 212.3456,
      productionLow: 0,
      net: 539.46,
    },
  ],
  meta: {
    unit: 'kWh',
    peakUnit: 'kW',
    interval: 'day',
    from: '2026-11-01',
    to: '2026-11-02',
    contractedCapacity: 140,
    buckets: 1,
    peakBasis: 'interval',
  },
};

afterEach(cleanup);

describe('UsageTable', () => {
  it('shows kWh and kW by the unit rule, the stored value as a tooltip', () => {
    render(<UsageTable usage={usage} loading={false} />);
    const row = screen.getAllByRole('row')[1]!;
    // as a wider screen shows them: without the lines only a phone shows (sm:hidden)
    const wide = (cell: HTMLElement) => {
      const copy = cell.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('.sm\\:hidden').forEach((line) => line.remove());
      return copy.textContent;
    };
    const cells = within(row).getAllByRole('cell');
    // period, consumption, low, production, net, peak, intervals
    expect(cells.slice(1).map(wide)).toEqual(['540', '212', '0,4', '539', '160,0', '96 / 96']);
    // a phone shows period, usage and peak: the feed-in goes under the usage (issue 32)
    expect(cells.map((cell) => cell.className.includes('max-sm:hidden'))).toEqual([
      false,
      false,
      true,
      true,
      true,
      false,
      true,
    ]);
    expect(within(cells[1]!).getByText('teruglevering 0,4').className).toContain('sm:hidden');
    expect(within(row).getByText('540').getAttribute('title')).toBe('539,8900');
    expect(within(row).getByText('160,0').getAttribute('title')).toBe('160,0000');
    expect(screen.getByRole('columnheader', { name: 'Piek (kW)' })).toBeTruthy();
  });

  it("names the column a day's mean, not a peak, for daily meter readings (meta.peakBasis)", () => {
    const daily = { ...usage, meta: { ...usage.meta, peakBasis: 'day-average' as const } };
    const { unmount } = render(<UsageTable usage={daily} loading={false} />);
    expect(screen.getByRole('columnheader', { name: 'Daggemiddelde (kW)' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Piek (kW)' })).toBeNull();
    unmount();
    const monthly = { ...daily, meta: { ...daily.meta, interval: 'month' as const } };
    render(<UsageTable usage={monthly} loading={false} />);
    expect(screen.getByRole('columnheader', { name: 'Hoogste daggemiddelde (kW)' })).toBeTruthy();
  });
});

describe('UsageSummary', () => {
  it('gives the totals by the same rule', () => {
    render(
      <UsageSummary
        usage={usage}
        totals={{
          consumption: 69_520,
          production: 0.43,
          net: 69_519.57,
          maxPeak: 160,
          count: 96,
          expected: 96,
        }}
      />,
    );
    expect(screen.getByTestId('total-consumption').textContent).toBe('69.520 kWh');
    expect(screen.getByTestId('total-production').textContent).toBe('0,4 kWh');
    expect(screen.getByTestId('total-net').textContent).toBe('69.520 kWh');
    expect(screen.getByTestId('max-peak').textContent).toBe('160,0 kW');
  });

  it("names the figure the busiest day's mean, not a peak, for daily meter readings", () => {
    const daily = { ...usage, meta: { ...usage.meta, peakBasis: 'day-average' as const } };
    render(
      <UsageSummary
        usage={daily}
        totals={{ consumption: 1030, production: 1390, net: -360, maxPeak: 42.9, count: 1, expected: 1 }}
      />,
    );
    expect(screen.getByText('Hoogste daggemiddelde')).toBeTruthy();
    expect(screen.queryByText('Hoogste piek')).toBeNull();
  });
});
