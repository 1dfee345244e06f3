import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert.tsx';
import { Switch } from './switch.tsx';

describe('Alert', () => {
  it('interrupts for errors and is polite otherwise', () => {
    render(
      <>
        <Alert tone="error" title="Verkeerde gegevens" />
        <Alert tone="success">Opgeslagen</Alert>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('Verkeerde gegevens');
    expect(screen.getByRole('status').textContent).toBe('Opgeslagen');
  });
});

describe('Switch', () => {
  it('is a labelled switch that toggles', async () => {
    const user = userEvent.setup();
    render(<Switch label="Onthoud mij" />);
    const toggle = screen.getByRole('switch', { name: 'Onthoud mij' }) as HTMLInputElement;
    expect(toggle.checked).toBe(false);
    await user.click(screen.getByText('Onthoud mij'));
    expect(toggle.checked).toBe(true);
  });
});
