import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Card } from './card.tsx';

describe('Card', () => {
  it('shows title, actions, body and footer', () => {
    render(
      <Card
        title="Contactpersoon"
        actions={<Button variant="link">Bewerken</Button>}
        footer="Laatst gewijzigd"
      >
        Jan de Vries
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Contactpersoon' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bewerken' })).toBeTruthy();
    expect(screen.getByText('Jan de Vries')).toBeTruthy();
    expect(screen.getByText('Laatst gewijzigd')).toBeTruthy();
  });

  it('can be a region landmark named by its title', () => {
    render(
      <Card title="Je account" landmark>
        x
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Je account' })).toBeTruthy();
  });

  it('is not collapsible unless asked', () => {
    render(<Card title="Adres">Stationsplein 1</Card>);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('collapses and expands with its header button', async () => {
    const user = userEvent.setup();
    const onCollapsedChange = vi.fn();
    render(
      <Card title="Aansluitingen" collapsible onCollapsedChange={onCollapsedChange}>
        <p>871687120000000001</p>
      </Card>,
    );
    const toggle = screen.getByRole('button', { name: 'Aansluitingen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const body = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(body?.hidden).toBe(false);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(body?.hidden).toBe(true);
    expect(onCollapsedChange).toHaveBeenLastCalledWith(true);

    await user.click(toggle);
    expect(body?.hidden).toBe(false);
    expect(onCollapsedChange).toHaveBeenLastCalledWith(false);
  });

  it('can start collapsed', () => {
    render(
      <Card title="Notities" collapsible defaultCollapsed>
        Geheim
      </Card>,
    );
    expect(screen.getByRole('button', { name: 'Notities' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByText('Geheim').closest('[hidden]')).not.toBeNull();
  });
});
