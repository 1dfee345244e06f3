import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, ButtonLink } from './button.tsx';
import type { ButtonVariant } from './button-classes.ts';

describe('Button', () => {
  it('renders every variant of spec §2 as a button', () => {
    const variants: ButtonVariant[] = ['primary', 'border', 'link', 'transparent', 'white'];
    for (const variant of variants) {
      render(<Button variant={variant}>{variant}</Button>);
      const button = screen.getByRole('button', { name: variant });
      expect(button.getAttribute('type')).toBe('button');
    }
    expect(screen.getByRole('button', { name: 'primary' }).className).toContain('bg-brand-600');
    expect(screen.getByRole('button', { name: 'white' }).className).toContain('bg-white');
  });

  it('shows a named icon with a label', () => {
    const { container } = render(<Button icon="plus" label="Toevoegen" />);
    expect(screen.getByRole('button', { name: 'Toevoegen' })).toBeTruthy();
    expect(container.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });

  it('can be an icon button whose label is only for assistive technology', () => {
    render(<Button icon="trash" label="Verwijderen" hideLabel variant="transparent" />);
    const button = screen.getByRole('button', { name: 'Verwijderen' });
    expect(button.querySelector('.sr-only')?.textContent).toBe('Verwijderen');
  });

  it('calls onClick, but not while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    const { rerender } = render(<Button onClick={onClick}>Opslaan</Button>);
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <Button onClick={onClick} loading>
        Opslaan
      </Button>,
    );
    const busy = screen.getByRole('button', { name: /Opslaan/ });
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('Bezig met laden…');
  });
});

describe('ButtonLink', () => {
  it('is a real link with icon and label', () => {
    const router = createMemoryRouter([
      { path: '/', element: <ButtonLink to="/v3/customers" icon="user" label="Klanten" variant="border" /> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'Klanten' }).getAttribute('href')).toBe('/v3/customers');
  });
});
