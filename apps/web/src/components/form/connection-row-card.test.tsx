import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConnectionRowCard } from './connection-row-card.tsx';

describe('ConnectionRowCard', () => {
  it('shows the EAN in groups, the address, the error as an alert and removes on the labelled button', async () => {
    const onRemove = vi.fn();
    render(
      <ul>
        <ConnectionRowCard
          ean="871687400000000017"
          address="Dorpsstraat 1, Utrecht"
          error="Deze aansluiting hoort niet bij de klant."
          removeLabel="Verwijder 8716 8740 0000 0000 17"
          onRemove={onRemove}
          testId="row"
        >
          <label>
            Volume <input />
          </label>
        </ConnectionRowCard>
      </ul>,
    );
    const row = screen.getByTestId('row');
    expect(row.textContent).toContain('Dorpsstraat 1, Utrecht');
    expect(row.textContent).toContain('8716 8740 0000 0000 17');
    expect(screen.getByRole('alert').textContent).toBe('Deze aansluiting hoort niet bij de klant.');
    expect(screen.getByLabelText('Volume').tagName).toBe('INPUT');
    await userEvent.click(screen.getByRole('button', { name: 'Verwijder 8716 8740 0000 0000 17' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('has no remove button and no alert when read-only and without error', () => {
    render(
      <ul>
        <ConnectionRowCard
          ean="871687400000000017"
          address={null}
          error={undefined}
          removeLabel="Verwijder"
          onRemove={undefined}
          testId="row"
        >
          {null}
        </ConnectionRowCard>
      </ul>,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
