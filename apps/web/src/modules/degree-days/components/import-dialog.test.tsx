import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, type FakeReply } from '../../../test/render-page.tsx';
import { ImportDialog } from './import-dialog.tsx';

// "KNMI-daggegevens importeren": nothing to send before a file is chosen; the dialog then shows what was
// imported and the skipped rows, and Klaar closes it; a refused file says why in the dialog.

afterEach(() => vi.unstubAllGlobals());

const knmi = () => new File(['# STN,YYYYMMDD,TG\n'], 'etmgeg_260.txt', { type: 'text/plain' });

function open(reply: FakeReply) {
  const calls = fakeApi({ 'POST /api/v3/degree-days/import': reply });
  const onClose = vi.fn();
  renderPage(<ImportDialog open onClose={onClose} />);
  return { calls, onClose, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: 'Importeren' }) as HTMLButtonElement;

describe('ImportDialog (degree days)', () => {
  it('shows what was imported and which rows were skipped; Klaar closes', async () => {
    const { calls, onClose, user } = open({
      body: {
        data: {
          rowsRead: 3,
          rowsImported: 2,
          rowsRejected: 1,
          stations: [260],
          firstDay: '2026-01-01',
          lastDay: '2026-01-02',
          errors: [{ row: 4, column: 'TG', message: 'Geen getal.' }],
        },
      },
    });
    expect(submit().disabled).toBe(true);
    await user.upload(screen.getByLabelText('Bestand'), knmi());
    expect(screen.getByText('etmgeg_260.txt')).toBeTruthy();
    await user.click(submit());
    expect(
      await screen.findByText(/2 dagen geïmporteerd \(station 260\), 1 regel overgeslagen\./),
    ).toBeTruthy();
    expect(screen.getByText('Geen getal.')).toBeTruthy();
    expect(calls).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Klaar' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says why a file is refused and stays open', async () => {
    const { onClose, user } = open({
      status: 422,
      body: { message: 'Ongeldige invoer', errors: { file: ['Dit is geen KNMI-bestand met daggegevens.'] } },
    });
    await user.upload(screen.getByLabelText('Bestand'), knmi());
    await user.click(submit());
    expect(await screen.findByText('Dit is geen KNMI-bestand met daggegevens.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
