import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@energiek/contracts/auth';
import type { SignalDetail, SignalUpdate } from '@energiek/contracts/signals';
import { adminProfile, fakeApi, renderPage } from '../../test/render-page.tsx';
import { invoiceMonthLink, SignalDialog } from './components/signal-dialog.tsx';

// The signal dialog links each signal to what shows its cause (issue 30): the expiring authorisation on
// its connection's page, the tax refund request, the energy-saving tab, the invoice month overview on the
// signal's customer, EAN and months; each link only for who may open its page. Closing asks for a reason.

const base: SignalDetail = {
  id: 5,
  customerId: 7,
  customerName: 'Bakkerij & Zn',
  connectionId: null,
  ean: null,
  invoiceId: null,
  agreementId: null,
  authorisationId: null,
  taxRequestId: null,
  issuerKind: null,
  module: 'ems',
  rule: 'missing-data',
  status: 'open',
  severity: 2,
  periodFrom: '2026-11-28',
  periodTo: '2026-12-14',
  measured: 16,
  limit: 30,
  measuredUnit: 'dagen',
  limitUnit: 'dagen',
  impact: null,
  title: 'Signaal',
  detail: 'De oorzaak.',
  assigneeId: null,
  assigneeName: null,
  closeReason: null,
  isRead: true,
  createdAt: '2026-11-28T10:00:00.000Z',
  updatedAt: '2026-11-28T10:00:00.000Z',
  history: [],
};

const ALL = adminProfile(['ems', 'taxrequest', 'energysaving', 'invoicecontrol']);
// An admin whose role may not read any of the targets' pages.
const NONE: Profile = {
  type: 'admin',
  scope: {
    full: false,
    invoices: { read: false },
    'organisation-invoices': { read: false },
    'organisation-connections': { read: true, write: false },
    'financial-taxes-heffing': { read: false },
    'organisation-information': { read: false },
  },
  modules: ALL.modules,
};

function open(signal: SignalDetail, profile: Profile = ALL) {
  fakeApi({
    'GET /api/v3/customers/7/signals/5': { body: { data: signal } },
    'GET /api/v3/admin-users': { body: { data: [] } },
  });
  renderPage(<SignalDialog customerId={7} signalId={5} canHandle={false} onClose={() => {}} />, {
    profile,
  });
}

const href = async (name: string) => (await screen.findByRole('link', { name })).getAttribute('href');

afterEach(() => vi.unstubAllGlobals());

describe('SignalDialog links to the cause', () => {
  it('opens the connection page of an expiring authorisation', async () => {
    open({ ...base, rule: 'authorisation-expiring', connectionId: 3, authorisationId: 9 });
    expect(await href('Bekijk de machtiging')).toBe('/v3/customers/7/connections/3/edit');
  });

  it('opens the tax refund request whose deadline approaches', async () => {
    open({ ...base, module: 'taxrequest', rule: 'tax-refund-deadline', taxRequestId: 12 });
    expect(await href('Bekijk het teruggaafverzoek')).toBe('/v3/customers/7/tax-requests/12');
  });

  it('opens the energy-saving tab for the report deadline', async () => {
    open({ ...base, module: 'energysaving', rule: 'energy-saving-report' });
    expect(await href('Bekijk de energiebesparing')).toBe('/v3/customers/7/energy-saving');
  });

  it('opens the invoice month overview on the customer, the EAN and the missing months', async () => {
    const signal: SignalDetail = {
      ...base,
      module: 'invoicecontrol',
      rule: 'missing-invoice',
      connectionId: 3,
      ean: '871687140000000011',
      issuerKind: 'grid-operator',
      periodFrom: '2026-09-01',
      periodTo: '2026-11-30',
    };
    open(signal);
    const url = new URL((await href('Bekijk de facturen per maand')) ?? '', 'http://localhost');
    expect(url.pathname).toBe('/v3/invoices/month');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      month: '2026-11',
      months: '3',
      customerId: '7',
      customerName: 'Bakkerij & Zn',
      q: '871687140000000011',
      issuerKind: 'grid-operator',
    });
    // Months spanned → the overview's smallest choice that shows them all.
    const months = (from: string, to: string) =>
      new URL(
        invoiceMonthLink({ ...signal, periodFrom: from, periodTo: to }),
        'http://localhost',
      ).searchParams.get('months');
    expect(months('2026-11-01', '2026-11-30')).toBe('1');
    expect(months('2026-08-01', '2026-11-30')).toBe('6');
    expect(months('2025-12-01', '2026-11-30')).toBe('12');
    expect(months('2024-01-01', '2026-11-30')).toBe('12');
  });

  it('shows none of these links to who may not open their pages', async () => {
    open({ ...base, rule: 'authorisation-expiring', connectionId: 3, authorisationId: 9 }, NONE);
    await screen.findByText('De oorzaak.');
    expect(screen.queryByRole('link', { name: 'Bekijk de machtiging' })).toBeNull();
  });

  it.each([
    [{ module: 'taxrequest', rule: 'tax-refund-deadline', taxRequestId: 12 }, 'Bekijk het teruggaafverzoek'],
    [{ module: 'energysaving', rule: 'energy-saving-report' }, 'Bekijk de energiebesparing'],
    [
      { module: 'invoicecontrol', rule: 'missing-invoice', connectionId: 3, ean: '8716' },
      'Bekijk de facturen per maand',
    ],
  ] as const)('hides the link %# without the read right', async (fields, name) => {
    open({ ...base, ...fields } as SignalDetail, NONE);
    await screen.findByText('De oorzaak.');
    expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bekijk de facturen' })).toBeNull();
  });
});

describe('SignalDialog closes a signal with its reason', () => {
  it('asks for the reason before sending, then sends status and reason', async () => {
    let current = base;
    const calls = fakeApi({
      'GET /api/v3/customers/7/signals/5': () => ({ body: { data: current } }),
      'GET /api/v3/admin-users': { body: { data: [] } },
      'POST /api/v3/customers/7/signals/5': (call) => {
        current = {
          ...base,
          status: 'gesloten',
          closeReason: (call.body as SignalUpdate).closeReason ?? null,
        };
        return { body: { data: current } };
      },
    });
    renderPage(<SignalDialog customerId={7} signalId={5} canHandle onClose={() => {}} />, { profile: ALL });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Signaal sluiten' }));
    const reason = screen.getByLabelText('Reden van sluiten');
    // At the field only: no toast over the dialog's close button (findByText fails on two).
    expect(await screen.findByText('Vul een reden in om het signaal te sluiten.')).toBeTruthy();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(reason, 'Eenmalig.');
    await user.click(screen.getByRole('button', { name: 'Signaal sluiten' }));
    await waitFor(() => expect(screen.getByTestId('signal-status').textContent).toBe('Gesloten'));
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { status: 'gesloten', closeReason: 'Eenmalig.' },
    ]);
    expect(screen.queryByLabelText('Reden van sluiten')).toBeNull();
  });
});
