import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { InboxListItem } from '@energiek/contracts/inbox';
import { inboxMessage } from '../../../test/inbox.ts';
import { MessageBody } from './message-body.tsx';
import { MessageList } from './message-list.tsx';

describe('MessageBody', () => {
  it('shows the sanitised HTML, or the text with its line breaks', () => {
    const { rerender } = render(<MessageBody message={inboxMessage({ html: '<p>Hallo <b>daar</b></p>' })} />);
    expect(screen.getByText('daar').tagName).toBe('B');
    rerender(<MessageBody message={inboxMessage()} />);
    expect(screen.getByText(/Regel een/).className).toContain('whitespace-pre-wrap');
    expect(screen.getByText('Piet Jansen <piet@bakkerij.nl>')).toBeTruthy();
  });

  it('links attachments for download and offers the library only for those not in it yet', () => {
    const onToLibrary = vi.fn();
    const attachments = [
      { id: 1, fileName: 'factuur.pdf', contentType: 'application/pdf', size: 20_480, documentId: null },
      { id: 2, fileName: 'foto.png', contentType: 'image/png', size: 1000, documentId: 9 },
    ];
    render(<MessageBody message={inboxMessage({ attachments })} onToLibrary={onToLibrary} />);
    expect(screen.getByRole('link', { name: 'factuur.pdf' }).getAttribute('href')).toBe(
      '/api/v3/inbox/4/attachments/1/download',
    );
    const buttons = screen.getAllByRole('button', { name: 'Naar bibliotheek' });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    expect(onToLibrary).toHaveBeenCalledWith(1);
    expect(screen.getByText('In bibliotheek')).toBeTruthy();
  });

  it('names who answered an outgoing message', () => {
    render(
      <MessageBody message={inboxMessage({ direction: 'out', sentBy: { id: 2, name: 'Anna Jansen' } })} />,
    );
    expect(screen.getByText('Beantwoord door Anna Jansen')).toBeTruthy();
  });
});

describe('MessageList', () => {
  const item = (id: number, isRead: boolean): InboxListItem => ({
    ...inboxMessage({ id, isRead, subject: `Bericht ${id}` }),
    preview: 'Regel een Regel twee',
    attachmentCount: id,
    replyCount: 0,
    messageCount: 1,
  });

  it('marks unread messages and reports the chosen one', () => {
    const onSelect = vi.fn();
    render(
      <MessageList
        messages={[item(1, false), { ...item(2, true), messageCount: 3 }]}
        loading={false}
        selectedId={2}
        onSelect={onSelect}
        page={1}
        lastPage={1}
        onPageChange={() => undefined}
      />,
    );
    // One row per conversation.
    const rows = within(screen.getByRole('list', { name: 'Gesprekken' })).getAllByRole('button');
    expect(rows[0]!.textContent).toContain('Ongelezen');
    expect(rows[1]!.textContent).not.toContain('Ongelezen');
    expect(rows[1]!.getAttribute('aria-current')).toBe('true');
    expect(rows[0]!.textContent).toContain('1 bijlage');
    // A conversation of more than one received message says how many.
    expect(rows[0]!.textContent).not.toContain('berichten');
    expect(rows[1]!.textContent).toContain('3 berichten');
    fireEvent.click(rows[0]!);
    expect(onSelect).toHaveBeenCalledWith(1);
  });
});
