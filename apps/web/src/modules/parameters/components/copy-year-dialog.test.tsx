import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage, type FakeReply } from '../../../test/render-page.tsx';
import { CopyYearDialog } from './copy-year-dialog.tsx';

// "Jaar kopiëren": sends the year (and the kind when one is chosen), says what was copied and hands the
// new year to the page; the server's refusal shows at the field; Annuleren sends nothing.

afterEach(() => vi.unstubAllGlobals());

function open(reply: FakeReply) {
  const calls = fakeApi({ 'POST /api/v3/parameters/copy-year': reply });
  const onClose = vi.fn();
  const onCopied = vi.fn();
  renderPage(<CopyYearDialog open defaultYear={2026} onClose={onClose} onCopied={onCopied} />);
  return { calls, onClose, onCopied, user: userEvent.setup() };
}

describe('CopyYearDialog', () => {
  it('copies the chosen kind of the year and says how many', async () => {
    const { calls, onCopied, user } = open({ body: { data: { toYear: 2027, created: 3, skipped: 1 } } });
    await user.selectOptions(screen.getByLabelText('Soort'), 'energy-tax');
    await user.click(screen.getByRole('button', { name: 'Kopiëren' }));
    await waitFor(() => expect(onCopied).toHaveBeenCalledWith(2027));
    expect(calls[0]?.body).toEqual({ fromYear: 2026, kind: 'energy-tax' });
    expect(await screen.findByText('3 parameters gekopieerd naar 2027, 1 bestonden al.')).toBeTruthy();
  });

  it('shows the server refusal at the year and stays open', async () => {
    const { onCopied, onClose, user } = open({
      status: 422,
      body: { message: 'Ongeldige invoer', errors: { fromYear: ['Kies een jaar tussen 2020 en 2040.'] } },
    });
    const year = screen.getByLabelText(/Van jaar/);
    await user.clear(year);
    await user.type(year, '1999');
    await user.click(screen.getByRole('button', { name: 'Kopiëren' }));
    expect((await screen.findAllByText(/Kies een jaar tussen 2020 en 2040\./)).length).toBeGreaterThan(0);
    expect(year.getAttribute('aria-invalid')).toBe('true');
    expect(onCopied).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Annuleren without sending', async () => {
    const { calls, onClose, user } = open({ body: {} });
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });
});
