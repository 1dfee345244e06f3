import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PageHeader } from './page-header.tsx';

function renderHeader(element: React.ReactNode) {
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element }])} />);
}

describe('PageHeader', () => {
  it("shows the list's create link when it may be used", () => {
    renderHeader(
      <PageHeader title="Sjablonen" create={{ when: true, to: '/v3/templates/create', label: 'Nieuw' }} />,
    );
    const link = screen.getByRole('link', { name: 'Nieuw' });
    expect(link.getAttribute('href')).toBe('/v3/templates/create');
    expect(screen.getByTestId('page-actions').contains(link)).toBe(true);
  });

  it('shows no create link and no action area when it may not', () => {
    renderHeader(
      <PageHeader title="Sjablonen" create={{ when: false, to: '/v3/templates/create', label: 'Nieuw' }} />,
    );
    expect(screen.getByRole('heading', { name: 'Sjablonen' })).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByTestId('page-actions')).toBeNull();
  });
});
