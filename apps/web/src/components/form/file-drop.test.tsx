import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileDrop } from './file-drop.tsx';

// The file picker of the library upload and the EMS import: a chosen or dropped file is handed on, an
// error is announced under the zone.

function setup(error?: string) {
  const onPick = vi.fn();
  render(
    <FileDrop
      label="Bestand"
      dropText="Sleep een bestand hierheen of"
      chooseText="kies een bestand"
      accept=".csv"
      onPick={onPick}
      error={error}
    >
      <p>meetdata.csv</p>
    </FileDrop>,
  );
  return { onPick };
}

describe('FileDrop', () => {
  it('hands on a chosen file and a dropped one', async () => {
    const { onPick } = setup();
    const chosen = new File(['a'], 'meetdata.csv', { type: 'text/csv' });
    await userEvent.setup().upload(screen.getByLabelText('Bestand'), chosen);
    expect(onPick).toHaveBeenLastCalledWith(chosen);
    const dropped = new File(['b'], 'andere.csv', { type: 'text/csv' });
    fireEvent.drop(screen.getByText('meetdata.csv'), { dataTransfer: { files: [dropped] } });
    expect(onPick).toHaveBeenLastCalledWith(dropped);
  });

  it('announces an error under the zone', () => {
    setup('Het bestand is groter dan 50 MB.');
    expect(screen.getByRole('alert').textContent).toBe('Het bestand is groter dan 50 MB.');
  });
});
