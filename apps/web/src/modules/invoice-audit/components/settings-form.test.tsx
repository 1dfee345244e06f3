import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InvoiceSettings } from '@energiek/contracts/invoice-audit';
import { fakeApi, renderPage } from '../../../test/render-page.tsx';
import { SettingsForm } from './settings-form.tsx';

// The invoice-audit settings: per rule the switch and its two tolerances; only changed rules are sent,
// and the server's refusal shows at the rule.

afterEach(() => vi.unstubAllGlobals());

const rule = (id: 'price' | 'volume', name: string): InvoiceSettings['rules'][number] => ({
  id,
  name,
  explanation: `Uitleg bij ${name}`,
  enabled: true,
  percent: '2.5',
  euro: '10',
  overridden: false,
});
const settings: InvoiceSettings = {
  customerId: null,
  rules: [rule('price', 'Prijs'), rule('volume', 'Volume')],
};

describe('SettingsForm', () => {
  it('sends the changed rule only, with both tolerances as typed', async () => {
    const calls = fakeApi({ 'POST /api/v3/invoice-settings': { body: { data: settings } } });
    renderPage(<SettingsForm settings={settings} />);
    expect((screen.getByLabelText('Tolerantie % Prijs') as HTMLInputElement).value).toBe('2,5');
    fireEvent.change(screen.getByLabelText('Tolerantie € Volume'), { target: { value: '12,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await screen.findByText('De instellingen zijn opgeslagen.');
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      rules: { volume: { enabled: true, percent: '2,5', euro: '12,5' } },
    });
  });

  it('shows the server’s refusal of a tolerance at its rule', async () => {
    fakeApi({
      'POST /api/v3/invoice-settings': {
        status: 422,
        body: { message: 'Ongeldig', errors: { 'rules.price.percent': ['Geef een percentage.'] } },
      },
    });
    renderPage(<SettingsForm settings={settings} />);
    fireEvent.change(screen.getByLabelText('Tolerantie % Prijs'), { target: { value: 'veel' } });
    fireEvent.click(screen.getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.getByText('Geef een percentage.')).toBeTruthy());
  });
});
