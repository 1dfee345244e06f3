import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CodeField, digitsOnly, useCodeForm } from './code-field.tsx';

function CodeForm() {
  const { register, watch } = useCodeForm();
  return (
    <>
      <CodeField label="Code" {...register('code')} />
      <output>{watch('code')}</output>
    </>
  );
}

describe('the two-step code field', () => {
  it('keeps digits only, up to six', () => {
    expect(digitsOnly('12a3 4-5６6789')).toBe('123456');
    expect(digitsOnly('abc')).toBe('');
  });

  it('takes only the digits of what is typed or pasted into the form value', async () => {
    const user = userEvent.setup();
    render(<CodeForm />);
    const field = screen.getByLabelText<HTMLInputElement>(/Code/);
    await user.type(field, '1a2b3');
    expect(field.value).toBe('123');
    await user.clear(field);
    await user.click(field);
    await user.paste('987 654');
    expect(field.value).toBe('987654');
    expect(screen.getByRole('status').textContent).toBe('987654');
  });
});
