import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox.tsx';
import { Select } from './select.tsx';
import { TextField } from './text-field.tsx';
import { Textarea } from './textarea.tsx';

describe('TextField', () => {
  it('labels the input and links error and hint', () => {
    render(<TextField label="E-mailadres" error="Vul een geldig e-mailadres in." hint="Je werkadres" />);
    const input = screen.getByLabelText('E-mailadres');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const describedBy = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    const texts = describedBy.map((id) => document.getElementById(id)?.textContent);
    expect(texts).toEqual(['Vul een geldig e-mailadres in.', 'Je werkadres']);
  });

  it('shows the red asterisk on required fields', () => {
    render(<TextField label="Naam" required />);
    const input = screen.getByRole('textbox', { name: /Naam/ });
    expect(input.getAttribute('aria-required')).toBe('true');
    const mark = document.querySelector('label span[aria-hidden="true"]');
    expect(mark?.textContent).toBe('*');
    expect(mark?.className).toContain('text-red-600');
  });

  it('has no asterisk or error wiring when optional and valid', () => {
    render(<TextField label="Toelichting" />);
    const input = screen.getByRole('textbox', { name: 'Toelichting' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
    expect(document.querySelector('label span')).toBeNull();
  });

  it('accepts typing', async () => {
    const user = userEvent.setup();
    render(<TextField label="Plaats" />);
    await user.type(screen.getByLabelText('Plaats'), 'Utrecht');
    expect((screen.getByLabelText('Plaats') as HTMLInputElement).value).toBe('Utrecht');
  });
});

describe('Select', () => {
  const options = [
    { value: '1', label: 'Elektriciteit' },
    { value: '2', label: 'Gas' },
  ];

  it('offers the options after a Dutch placeholder', async () => {
    const user = userEvent.setup();
    render(<Select label="Product" options={options} required error="Dit veld is verplicht." />);
    const select = screen.getByRole('combobox', { name: /Product/ });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Maak een keuze',
      'Elektriciteit',
      'Gas',
    ]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Dit veld is verplicht.')).toBeTruthy();
    await user.selectOptions(select, 'Gas');
    expect((select as HTMLSelectElement).value).toBe('2');
  });

  it('can leave out the placeholder', () => {
    render(<Select label="Product" options={options} placeholder={null} />);
    expect(screen.getAllByRole('option')).toHaveLength(2);
  });
});

describe('Textarea', () => {
  it('is a labelled multi-line field with a hint', () => {
    render(<Textarea label="Omschrijving" hint="Maximaal 500 tekens" />);
    const textarea = screen.getByRole('textbox', { name: 'Omschrijving' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(document.getElementById(textarea.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Maximaal 500 tekens',
    );
  });
});

describe('Checkbox', () => {
  it('toggles through its label and shows its error', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Ik ga akkoord" required error="Dit veld is verplicht." />);
    const checkbox = screen.getByRole('checkbox', { name: /Ik ga akkoord/ });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(checkbox.getAttribute('aria-required')).toBe('true');
    await user.click(screen.getByText('Ik ga akkoord'));
    expect((checkbox as HTMLInputElement).checked).toBe(true);
  });
});
