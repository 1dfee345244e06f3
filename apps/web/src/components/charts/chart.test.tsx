import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Chart } from './chart.tsx';

// jsdom has no canvas: the lazy canvas is replaced by a stand-in that shows what it was given.
vi.mock('./chart-canvas.tsx', () => ({
  ChartCanvas: ({ option, label }: { option: { series: { name: string }[] }; label: string }) => (
    <p>{`${label}: ${option.series.map((series) => series.name).join(', ')}`}</p>
  ),
}));

describe('Chart', () => {
  it('says there is nothing to show for an empty series, without loading ECharts', () => {
    render(<Chart label="Verbruik" series={[{ name: 'Stroom', data: [['2026-03-01', null]] }]} />);
    expect(screen.getByText('Geen gegevens in deze periode.')).toBeTruthy();
  });

  it('loads the canvas lazily with the built option', async () => {
    render(
      <Chart label="Verbruik per dag" unit="kWh" series={[{ name: 'Stroom', data: [['2026-03-01', 4]] }]} />,
    );
    expect(await screen.findByText('Verbruik per dag: Stroom')).toBeTruthy();
  });
});
