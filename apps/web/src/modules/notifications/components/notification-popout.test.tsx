import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActionNotificationItem } from '@energiek/contracts/notifications';
import { relativeTime } from '../relative-time.ts';
import { NotificationPopout } from './notification-popout.tsx';

const HOUR = 3_600_000;

function notification(overrides: Partial<ActionNotificationItem> = {}): ActionNotificationItem {
  return {
    id: 1,
    type: 3,
    isRead: false,
    actionBy: { initials: 'MV' },
    action: {
      id: null,
      customerId: 7,
      deadline: '2026-12-01',
      subject: 'Meterstanden opvragen',
      statusName: 'Open',
    },
    customer: { id: 7, name: 'Bakkerij Jansen B.V.' },
    createdAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    ...overrides,
  };
}

/** A fake API: GET action-notifications and the two mark calls, on an in-memory list. */
function fakeApi(items: ActionNotificationItem[]) {
  const calls: string[] = [];
  const json = (body: unknown, status = 200) =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
    );
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init?: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
      const mark = /action-notifications\/(\d+)\/mark-as-(read|unread)$/.exec(url.pathname);
      if (mark) {
        const item = items.find((n) => n.id === Number(mark[1]));
        if (item) item.isRead = mark[2] === 'read';
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      return json({
        data: items,
        meta: {
          current_page: 1,
          last_page: 1,
          per_page: 25,
          total: items.length,
          unread: items.filter((n) => !n.isRead).length,
        },
      });
    }),
  );
  return calls;
}

function setup() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <NotificationPopout />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('NotificationPopout', () => {
  // The list's schema and items load lazily (not with the shell); loaded once here, they come at once.
  beforeAll(async () => {
    await Promise.all([import('@energiek/contracts/notifications'), import('./notification-item.tsx')]);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the unread indicator and the Dutch details of each notification', async () => {
    fakeApi([
      notification(),
      notification({ id: 2, type: 2, isRead: true, action: { ...notification().action, deadline: null } }),
    ]);
    setup();
    const bell = await screen.findByRole('button', { name: 'Meldingen, er zijn ongelezen meldingen' });
    fireEvent.click(bell);
    const panel = await screen.findByRole('region', { name: 'Actiemeldingen' });
    const [first, second] = await within(panel).findAllByTestId('notification');
    expect(first?.textContent).toContain('Actie aan jou toegewezen');
    expect(first?.textContent).toContain('MV');
    expect(first?.textContent).toContain('Meterstanden opvragen');
    expect(first?.textContent).toContain('Deadline 01/12/2026');
    expect(first?.textContent).toContain('Open · Bakkerij Jansen B.V.');
    expect(first?.textContent).toContain('2 uur geleden');
    expect(second?.textContent).toContain('Status gewijzigd');
    expect(second?.textContent).not.toContain('Deadline');
  });

  it('marks an unread notification read on open, and read again as unread', async () => {
    const calls = fakeApi([notification({ id: 5 })]);
    setup();
    fireEvent.click(await screen.findByRole('button', { name: /^Meldingen/ }));
    const item = await screen.findByTestId('notification');
    fireEvent.click(within(item).getByRole('button'));
    await waitFor(() => expect(calls).toContain('POST /api/v3/action-notifications/5/mark-as-read'));
    await waitFor(() => expect(screen.queryByTestId('notification-indicator')).toBeNull());

    fireEvent.click(await screen.findByRole('button', { name: 'Markeren als ongelezen' }));
    await waitFor(() => expect(calls).toContain('POST /api/v3/action-notifications/5/mark-as-unread'));
    expect(await screen.findByTestId('notification-indicator')).toBeTruthy();
  });

  it('links a read notification to its action, a new note to the note', async () => {
    fakeApi([
      notification({ id: 1, isRead: true, action: { ...notification().action, id: 12 } }),
      notification({ id: 2, type: 4, isRead: true, action: { ...notification().action, id: 13 } }),
      notification({ id: 3, isRead: true }),
    ]);
    setup();
    fireEvent.click(await screen.findByRole('button', { name: 'Meldingen' }));
    await screen.findAllByTestId('notification');
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/v3/customers/7/actions/12/edit', '/v3/customers/7/notes/13/edit']);
  });

  it('says Geen meldingen when there are none and closes on Escape', async () => {
    fakeApi([]);
    setup();
    const bell = await screen.findByRole('button', { name: 'Meldingen' });
    fireEvent.click(bell);
    expect(await screen.findByText('Geen meldingen')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByText('Geen meldingen')).toBeNull();
  });
});

describe('relativeTime', () => {
  it('is relative within a day and DD/MM/YYYY after that', () => {
    const now = Date.parse('2026-11-21T12:00:00Z');
    expect(relativeTime('2026-11-21T11:59:30Z', now)).toBe('zojuist');
    expect(relativeTime('2026-11-21T11:59:00Z', now)).toBe('1 minuut geleden');
    expect(relativeTime('2026-11-21T11:15:00Z', now)).toBe('45 minuten geleden');
    expect(relativeTime('2026-11-21T07:00:00Z', now)).toBe('5 uur geleden');
    expect(relativeTime('2026-11-19T07:00:00Z', now)).toBe('19/11/2026');
  });
});
