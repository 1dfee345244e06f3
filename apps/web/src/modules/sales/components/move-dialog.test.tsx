import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DealItem } from '@energiek/contracts/sales';
import { ApiError } from '../../../lib/api-client.ts';
import { renderPage } from '../../../test/render-page.tsx';
import { MoveDialog, type PendingMove } from './move-dialog.tsx';

// Before a deal becomes won or lost: won says what follows, lost asks the reason; a refused reason
// shows at the field and the dialog stays; Annuleren moves nothing.

const deal = { id: 8, companyName: 'Bakkerij Jansen B.V.', customer: null } as DealItem;

function open(
  move: PendingMove,
  onConfirm = vi.fn<(reason: string | null) => Promise<void>>(() => Promise.resolve()),
) {
  const onCancel = vi.fn();
  renderPage(<MoveDialog move={move} onCancel={onCancel} onConfirm={onConfirm} />);
  return { onCancel, onConfirm, user: userEvent.setup() };
}

describe('MoveDialog', () => {
  it('marks a deal won after saying a customer and an action follow', async () => {
    const { onConfirm, user } = open({ deal, stage: 'gewonnen' });
    expect(screen.getByRole('dialog', { name: 'Deal gewonnen' }).textContent).toContain(
      'Bakkerij Jansen B.V. wordt als klant aangemaakt',
    );
    await user.click(screen.getByRole('button', { name: 'Markeren als gewonnen' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith(null));
  });

  it('marks a deal lost with the reason; a refused reason shows at the field', async () => {
    const onConfirm = vi
      .fn<(reason: string | null) => Promise<void>>()
      .mockRejectedValueOnce(new ApiError(422, 'Ongeldige invoer', { lostReason: ['Vul een reden in.'] }))
      .mockResolvedValueOnce(undefined);
    const { onCancel, user } = open({ deal, stage: 'verloren' }, onConfirm);
    await user.click(screen.getByRole('button', { name: 'Markeren als verloren' }));
    expect((await screen.findAllByText(/Vul een reden in\./)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/Reden/).getAttribute('aria-invalid')).toBe('true');
    expect(onConfirm).toHaveBeenLastCalledWith('');
    await user.type(screen.getByLabelText(/Reden/), 'Te duur');
    await user.click(screen.getByRole('button', { name: 'Markeren als verloren' }));
    await waitFor(() => expect(onConfirm).toHaveBeenLastCalledWith('Te duur'));
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('moves nothing on Annuleren', async () => {
    const { onCancel, onConfirm, user } = open({ deal, stage: 'verloren' });
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
