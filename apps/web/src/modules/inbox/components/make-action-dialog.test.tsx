import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InboxDetail } from '@energiek/contracts/inbox';
import { inboxMessage } from '../../../test/inbox.ts';
import { fakeApi, renderPage, type FakeReply } from '../../../test/render-page.tsx';
import { MakeActionDialog } from './make-action-dialog.tsx';

// "Actie maken van dit bericht": the subject of the message and its assignee by default; the server's
// refusal shows at the field; Annuleren sends nothing.

const message: InboxDetail = {
  ...inboxMessage({
    subject: 'Vraag over de meter',
    assignee: { id: 3, name: 'Anna Jansen' },
    text: 'Hallo',
  }),
  thread: [],
};

afterEach(() => vi.unstubAllGlobals());

function open(reply: FakeReply) {
  const calls = fakeApi({
    'POST /api/v3/inbox/4/action': reply,
    'GET /api/v3/inbox/assignees': {
      body: {
        data: [
          { id: 3, name: 'Anna Jansen' },
          { id: 5, name: 'Bert de Boer' },
        ],
      },
    },
  });
  const onClose = vi.fn();
  renderPage(<MakeActionDialog message={message} open onClose={onClose} />);
  return { calls, onClose, user: userEvent.setup() };
}

const posts = (calls: ReturnType<typeof fakeApi>) => calls.filter((c) => c.method === 'POST');

describe('MakeActionDialog', () => {
  it('makes the action with the subject and the chosen assignee, then closes', async () => {
    const { thread: _thread, ...made } = message;
    const { calls, onClose, user } = open({ body: { data: { ...made, actionId: 12 } } });
    expect((screen.getByLabelText(/Onderwerp/) as HTMLInputElement).value).toBe('Vraag over de meter');
    await screen.findByRole('option', { name: 'Bert de Boer' });
    expect((screen.getByLabelText('Toegewezen aan') as HTMLSelectElement).value).toBe('3');
    await user.selectOptions(screen.getByLabelText('Toegewezen aan'), '5');
    await user.click(screen.getByRole('button', { name: 'Actie maken' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(posts(calls)[0]?.body).toEqual({ subject: 'Vraag over de meter', deadline: null, assigneeId: 5 });
    expect(await screen.findByText('De actie is aangemaakt.')).toBeTruthy();
  });

  it('shows the server refusal at the subject and stays open', async () => {
    const { onClose, user } = open({
      status: 422,
      body: { message: 'Ongeldige invoer', errors: { subject: ['Vul een onderwerp in.'] } },
    });
    await user.clear(screen.getByLabelText(/Onderwerp/));
    await user.click(screen.getByRole('button', { name: 'Actie maken' }));
    expect((await screen.findAllByText(/Vul een onderwerp in\./)).length).toBeGreaterThan(0);
    expect(screen.getByLabelText(/Onderwerp/).getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Annuleren without making an action', async () => {
    const { calls, onClose, user } = open({ body: {} });
    await user.click(screen.getByRole('button', { name: 'Annuleren' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(posts(calls)).toHaveLength(0);
  });
});
