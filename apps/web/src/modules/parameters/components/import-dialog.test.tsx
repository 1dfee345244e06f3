import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, type FakeReply } from '../../../test/render-page.tsx';
import { ImportDialog } from './import-dialog.tsx';

// "Parameters importeren": nothing to send before a file is chosen; an imported file says how many rows
// were added and updated; a refused file lists the server's errors per sheet and row in the dialog.

afterEach(() => vi.unstubAllGlobals());

const xlsx = () => new File(['PK'], 'parameters.xlsx', { type: 'application/octet-stream' });

function open(reply: FakeReply) {
  const calls = fakeApi({ 'POST /api/v3/parameters/import': reply });
  const onClose = vi.fn();
  renderPage(<ImportDialog open onClose={onClose} />);
  return { calls, onClose, user: userEvent.setup() };
}

const submit = () => screen.getByRole('button', { name: 'Importeren' }) as HTMLButtonElement;

describe('ImportDialog (parameters)', () => {
  it('imports the chosen file and says how many rows were added and updated', async () => {
    const { calls, onClose, user } = open({ body: { data: { created: 2, updated: 5 } } });
    expect(submit().disabled).toBe(true);
    await user.upload(screen.getByLabelText('Excel-bestand (.xlsx)'), xlsx());
    expect(submit().disabled).toBe(false);
    expect(screen.getByText('parameters.xlsx')).toBeTruthy();
    await user.click(submit());
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect((calls[0]?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('2 toegevoegd, 5 bijgewerkt.')).toBeTruthy();
  });

  it('lists a refused file’s errors per sheet and row and stays open', async () => {
    const { onClose, user } = open({
      status: 422,
      body: {
        message: 'Het bestand bevat fouten; er is niets geïmporteerd.',
        errors: { 'Energiebelasting rij 4': ['Vul een geldig bedrag in.'] },
      },
    });
    await user.upload(screen.getByLabelText('Excel-bestand (.xlsx)'), xlsx());
    await user.click(submit());
    expect(await screen.findByText('Het bestand bevat fouten; er is niets geïmporteerd.')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Fouten in het bestand' });
    expect(list.textContent).toBe('Energiebelasting rij 4: Vul een geldig bedrag in.');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
