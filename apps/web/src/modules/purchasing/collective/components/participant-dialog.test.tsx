import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParticipantItem } from '@energiek/contracts/collective';
import { fakeApi, renderPage, type FakeReply } from '../../../../test/render-page.tsx';
import { ParticipantDialog } from './participant-dialog.tsx';

// A participant's expected annual volume: typed in Dutch (dots group thousands) or taken over from EMS
// (then its basis shows and the source is EMS); the server's refusal shows at the volume; Annuleren
// changes nothing.

const participant: ParticipantItem = {
  id: 21,
  collectiveId: 3,
  customerId: 7,
  customerName: 'Bakkerij Jansen B.V.',
  connectionId: 40,
  ean: '871687140000000040',
  address: 'Dorpsstraat 1',
  product: 1,
  expectedAnnualVolume: '120000.000',
  expectedAnnualMwh: '120.000',
  volumeSource: 'manual',
  sharePct: '10.00',
};

afterEach(() => vi.unstubAllGlobals());

function open(reply: FakeReply) {
  const calls = fakeApi({
    'POST /api/v3/collective/participants/21': reply,
    'GET /api/v3/collective/participants/ems-volume': {
      body: {
        data: {
          connectionId: 40,
          volume: '161204.5',
          from: '2025-11-01',
          to: '2026-11-01',
          coveredDays: 365,
          certainty: 'high',
        },
      },
    },
  });
  const onClose = vi.fn();
  renderPage(<ParticipantDialog collectiveId={3} product={1} participant={participant} onClose={onClose} />);
  return { calls, onClose, user: userEvent.setup() };
}

const posts = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.method === 'POST');
const volume = () => screen.getByLabelText(/Verwacht jaarverbruik \(kWh\)/) as HTMLInputElement;

describe('ParticipantDialog', () => {
  it('saves a typed Dutch volume as the manual source', async () => {
    const { calls, onClose, user } = open({ body: { data: participant } });
    expect(volume().value).toBe('120000');
    await user.clear(volume());
    await user.type(volume(), '1.250,5');
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posts(calls)[0]?.body).toEqual({ expectedAnnualVolume: '1250.5', volumeSource: 'manual' });
    expect(await screen.findByText('De deelnemer is opgeslagen.')).toBeTruthy();
  });

  it('takes the volume over from EMS with its basis and saves it as the EMS source', async () => {
    const { calls, onClose, user } = open({ body: { data: participant } });
    await user.click(screen.getByRole('button', { name: 'Uit EMS overnemen' }));
    await waitFor(() => expect(volume().value).toBe('161204,5'));
    expect(screen.getByTestId('participant-ems-basis')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posts(calls)[0]?.body).toEqual({ expectedAnnualVolume: '161204.5', volumeSource: 'ems' });
  });

  it('shows the server refusal at the volume and stays open; Annuleren sends nothing more', async () => {
    const { calls, onClose, user } = open({
      status: 422,
      body: { message: 'Ongeldige invoer', errors: { expectedAnnualVolume: ['Vul een positief getal in.'] } },
    });
    await user.clear(volume());
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect((await screen.findAllByText(/Vul een positief getal in\./)).length).toBeGreaterThan(0);
    expect(volume().getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(posts(calls)).toHaveLength(1);
  });
});
