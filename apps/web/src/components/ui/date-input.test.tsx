import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input.tsx';

function Harness({
  initial = null,
  onChange,
}: {
  initial?: string | null;
  onChange?: (v: string | null) => void;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DateInput
        label="Startdatum"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <output data-testid="value">{value ?? 'leeg'}</output>
      <button type="button" onClick={() => setValue('2027-01-01')}>
        Zet 1 januari
      </button>
    </>
  );
}

describe('DateInput', () => {
  it('shows the value as DD/MM/YYYY with a Dutch placeholder', () => {
    render(<Harness initial="2026-11-21" />);
    const input = screen.getByRole('textbox', { name: 'Startdatum' }) as HTMLInputElement;
    expect(input.value).toBe('21/11/2026');
    expect(input.placeholder).toBe('DD/MM/JJJJ');
  });

  it('reports the typed day as YYYY-MM-DD and normalises it on blur', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Startdatum' }) as HTMLInputElement;
    await user.type(input, '1/2/2026');
    expect(screen.getByTestId('value').textContent).toBe('2026-02-01');
    await user.tab();
    expect(input.value).toBe('01/02/2026');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('shows the Dutch error for an impossible date once the field is left', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Startdatum' });
    await user.type(input, '31/02/2026');
    expect(screen.queryByText('Vul een geldige datum in (DD/MM/JJJJ).')).toBeNull();
    await user.tab();
    expect(screen.getByText('Vul een geldige datum in (DD/MM/JJJJ).')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('value').textContent).toBe('leeg');
  });

  it('reports null when cleared and takes a new value from outside', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-21" />);
    const input = screen.getByRole('textbox', { name: 'Startdatum' }) as HTMLInputElement;
    await user.clear(input);
    expect(screen.getByTestId('value').textContent).toBe('leeg');
    await user.click(screen.getByRole('button', { name: 'Zet 1 januari' }));
    expect(input.value).toBe('01/01/2027');
  });
});
