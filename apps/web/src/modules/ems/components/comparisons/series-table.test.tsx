import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Comparison, ComparisonSeries } from '@energiek/contracts/ems-comparisons';
import { SeriesTable, bucketLabel } from './series-table.tsx';

// Period against period shows the difference per bucket and in total (issue 32): hand-computed, May 2026
// takes 1,150 and 40.5 kWh against 1,000 and 45 kWh in May 2025: +150 kWh (+15,0 %) and −4,5 kWh (−10,0 %);
// total 1,190.5 against 1,045: +146 kWh (145.5 shown whole), +13,9 % (145.5 / 1,045 = 13.92 %).

const point = (start: string, value: number | null) => ({ start, value, count: 96, expected: 96 });
const series = (
  key: string,
  from: string,
  values: Array<number | null>,
  total: number,
): ComparisonSeries => ({
  key,
  label: key,
  connectionId: 1,
  from,
  to: from,
  total,
  points: values.map((v, i) => point(`${from.slice(0, 8)}${String(i + 1).padStart(2, '0')}`, v)),
});
const data = (kind: Comparison['kind']): Comparison => ({
  kind,
  unit: 'kWh',
  grain: 'day',
  series: [
    series('mei 2026', '2026-05-01', [1150, 40.5], 1190.5),
    series('mei 2025', '2025-05-01', [1000, 45], 1045),
  ],
  profile: null,
  carpet: null,
});

afterEach(cleanup);

describe('SeriesTable, period against period', () => {
  it('gives Δ kWh and Δ % per bucket and for the total', () => {
    render(<SeriesTable data={data('periods')} />);
    expect(screen.getByRole('columnheader', { name: 'Δ (kWh)' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Δ %' })).toBeTruthy();
    const rows = screen.getAllByRole('row');
    const cells = (row: number) =>
      within(rows[row]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    // header rows 0–1; bucket rows 2–3
    expect(cells(2).slice(-2)).toEqual(['+150', '+15,0%']);
    expect(cells(3).slice(-2)).toEqual(['-4,5', '-10,0%']);
    expect(screen.getByTestId('total-delta').textContent).toBe('+146');
    expect(screen.getByTestId('total-delta-pct').textContent).toBe('+13,9%');
  });

  it('shows "–" for the total and its difference when the comparison period has no data', () => {
    const empty = data('periods');
    empty.series[1] = series('mei 2025', '2025-05-01', [null, null], 0);
    render(<SeriesTable data={empty} />);
    expect(screen.getByTestId('total-mei 2025').textContent).toBe('–');
    expect(screen.getByTestId('total-delta').textContent).toBe('–');
    expect(screen.getByTestId('total-delta-pct').textContent).toBe('–');
    // a real zero is a value: 0 against 0 is 0, its percentage unknown
    const zero = data('periods');
    zero.series = [series('a', '2026-05-01', [0], 0), series('b', '2025-05-01', [0], 0)];
    cleanup();
    render(<SeriesTable data={zero} />);
    expect(screen.getByTestId('total-delta').textContent).toBe('0,0');
    expect(screen.getByTestId('total-delta-pct').textContent).toBe('–');
  });

  it('shows volumes by the unit rule with the stored value in the title: 1.190,5 kWh reads 1.191', () => {
    render(<SeriesTable data={data('periods')} />);
    const total = screen.getByTestId('total-mei 2026');
    expect(total.textContent).toBe('1.191');
    expect(total.querySelector('[title]')?.getAttribute('title')).toBe('1.190,5');
    const rows = screen.getAllByRole('row');
    // 40,5 kWh stays 40,5 (one decimal below 100)
    expect(within(rows[3]!).getAllByRole('cell')[1]?.textContent).toBe('40,5');
  });

  it('names a moved month bucket by its first day', () => {
    expect(bucketLabel('2026-03-01', 'month')).toBe('maart 2026');
    expect(bucketLabel('2025-03-02', 'month')).toBe('02/03/2025');
  });

  it('has no difference columns for connections side by side', () => {
    render(<SeriesTable data={data('connections')} />);
    expect(screen.queryByRole('columnheader', { name: 'Δ %' })).toBeNull();
  });
});

describe('SeriesTable, gas per degree day on a phone (issue 32: 374 px in a 294 px box at 390 px)', () => {
  // 2 February 2018: 196.4 m³ over 17.6 weighted degree days → 11.1591 m³ per degree day; a year before
  // 177.2 m³ over 15.2 → 11.6579. A phone shows the day and each period's m³ per degree day with its m³
  // under it; m³, degree days and completeness keep their own columns on a wider screen.
  const degree: Comparison = {
    kind: 'degree-days',
    unit: 'm³',
    grain: 'day',
    series: [
      {
        ...series('feb 2018', '2018-02-02', [196.4], 196.4),
        weightedDegreeDays: 17.6,
        perDegreeDay: 11.1591,
        points: [{ ...point('2018-02-02', 196.4), weightedDegreeDays: 17.6, perDegreeDay: 11.1591 }],
      },
      {
        ...series('feb 2017', '2017-02-03', [177.2], 177.2),
        weightedDegreeDays: 15.2,
        perDegreeDay: 11.6579,
        points: [{ ...point('2017-02-03', 177.2), weightedDegreeDays: 15.2, perDegreeDay: 11.6579 }],
      },
    ],
    profile: null,
    carpet: null,
  };
  // as a wider screen shows a cell: without the lines only a phone shows (sm:hidden)
  const wide = (cell: HTMLElement) => {
    const copy = cell.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.sm\\:hidden').forEach((line) => line.remove());
    return copy.textContent;
  };
  const onPhone = (cell: HTMLElement) => !cell.className.includes('max-sm:hidden');

  it('keeps every column on a wide screen', () => {
    render(<SeriesTable data={degree} />);
    const cells = within(screen.getAllByRole('row')[2]!).getAllByRole('cell');
    // period, m³, degree days, per degree day, completeness; the same for the year before
    expect(cells.map(wide)).toEqual([
      '02/02/2018',
      '196',
      '17,6',
      '11,16',
      '100%',
      '03/02/2017',
      '177',
      '15,2',
      '11,66',
      '100%',
    ]);
  });

  it('shows the day and per period the m³ per degree day with the m³ under it', () => {
    render(<SeriesTable data={degree} />);
    const cells = within(screen.getAllByRole('row')[2]!).getAllByRole('cell');
    expect(cells.filter(onPhone).map((c) => c.textContent)).toEqual([
      '02/02/2018',
      '11,16196 m³',
      '11,66177 m³',
    ]);
    expect(within(cells[3]!).getByText('m³', { exact: false }).className).toContain('sm:hidden');
    const heads = screen.getAllByRole('columnheader').filter(onPhone);
    expect(heads.map((h) => h.textContent)).toEqual([
      'feb 2018',
      'feb 2017',
      'Periode',
      'Per graaddag (m³)',
      'Per graaddag (m³)',
    ]);
    const foot = within(screen.getAllByRole('row').at(-1)!).getAllByRole('cell');
    expect(foot.filter(onPhone).map((c) => c.textContent)).toEqual(['Totaal', '11,16196 m³', '11,66177 m³']);
  });
});
