import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';

describe('ProgressBar', () => {
  it('is a progressbar with the percentage, the state and the message', () => {
    render(
      <ProgressBar value={0.456} label="Modules herberekenen" state="active" message="3 van 8 klanten" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Modules herberekenen' });
    expect(bar.getAttribute('aria-valuenow')).toBe('46');
    expect(bar.getAttribute('aria-valuetext')).toBe('46% – Bezig – 3 van 8 klanten');
    expect(screen.getByText('3 van 8 klanten')).toBeTruthy();
    expect(screen.getByText('Bezig · 46%')).toBeTruthy();
  });

  it('clamps values outside 0–1 and says when a job failed', () => {
    render(<ProgressBar value={1.7} state="failed" />);
    const bar = screen.getByRole('progressbar', { name: 'Voortgang' });
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(bar.getAttribute('aria-valuetext')).toBe('100% – Mislukt');
  });

  it('has no value while the amount is unknown', () => {
    render(<ProgressBar value={null} state="created" />);
    const bar = screen.getByRole('progressbar');
    expect(bar.hasAttribute('aria-valuenow')).toBe(false);
    expect(bar.getAttribute('aria-valuetext')).toBe('In de wachtrij');
  });
});
