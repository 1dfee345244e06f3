import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CounterLink } from './counter-link.tsx';

function renderCounter(count: number) {
  const label = count > 0 ? `${count} open acties` : 'Geen open acties';
  const element = (
    <CounterLink to="/v3/actions?scope=mine" icon="check" count={count} label={label} testId="c" />
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('CounterLink', () => {
  it('links to its list, named by its count, with the count in a badge', () => {
    renderCounter(3);
    const link = screen.getByRole('link', { name: '3 open acties' });
    expect(link.getAttribute('href')).toBe('/v3/actions?scope=mine');
    expect(link.getAttribute('title')).toBe('3 open acties');
    expect(screen.getByTestId('c-badge').textContent).toBe('3');
  });

  it('shows 99+ above 99', () => {
    renderCounter(120);
    expect(screen.getByTestId('c-badge').textContent).toBe('99+');
  });

  it('shows no badge at 0', () => {
    renderCounter(0);
    expect(screen.getByRole('link', { name: 'Geen open acties' })).toBeTruthy();
    expect(screen.queryByTestId('c-badge')).toBeNull();
  });
});
