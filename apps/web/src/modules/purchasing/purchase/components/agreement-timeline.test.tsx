import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PurchaseOverview } from '@energiek/contracts/purchase';
import { AgreementTimeline } from './agreement-timeline.tsx';

const window = { from: '2025-01-01', to: '2028-12-31' };
const agreement = {
  reference: 'OVK-1',
  supplierName: 'Vattenfall',
  productName: '',
  priceType: 'fixed' as const,
  status: 'actief',
  collectiveName: null,
};

const data: PurchaseOverview = {
  window,
  years: [2026, 2027, 2028],
  connections: [
    {
      connectionId: 7,
      ean: '871687120000000017',
      product: 1,
      address: 'Dorpsstraat 1, 1234 AB Utrecht',
      agreements: [
        { ...agreement, agreementId: 1, from: '2026-01-01', to: '2027-12-31' },
        {
          ...agreement,
          agreementId: 2,
          reference: 'OVK-2',
          priceType: 'click',
          from: '2027-07-01',
          to: '2028-12-31',
        },
      ],
      gaps: [{ from: '2025-01-01', to: '2025-12-31' }],
      overlaps: [{ from: '2027-07-01', to: '2027-12-31' }],
    },
  ],
  clickPositions: [],
  bought: [],
};

describe('AgreementTimeline', () => {
  it('draws the agreements on the window and names the gaps and overlaps in Dutch', () => {
    render(<AgreementTimeline data={data} />);
    const row = screen.getByTestId('timeline-7');
    const bar = within(row).getByRole('img', { name: 'Tijdlijn van aansluiting 871687120000000017' });
    // 2026-01-01 is day 365 of a 1,461-day window: 24.98 %; two years wide: 730 / 1,461 = 49.97 %.
    const first = bar.querySelector('[title^="Vattenfall OVK-1"]') as HTMLElement;
    expect(parseFloat(first.style.left)).toBeCloseTo(24.98, 2);
    expect(parseFloat(first.style.width)).toBeCloseTo(49.97, 2);
    expect(row.textContent).toContain('Vattenfall OVK-2 · Klikcontract · 01/07/2027 – 31/12/2028');
    expect(row.textContent).toContain('1 periode zonder contract: 01/01/2025 – 31/12/2025');
    expect(row.textContent).toContain('1 overlap: 01/07/2027 – 31/12/2027');
  });

  it('says when the customer has no connections', () => {
    render(<AgreementTimeline data={{ ...data, connections: [] }} />);
    expect(screen.getByText('Deze klant heeft geen aansluitingen.')).toBeTruthy();
  });
});
