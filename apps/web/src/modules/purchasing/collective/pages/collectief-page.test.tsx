import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderPage } from '../../../../test/render-page.tsx';
import { CollectiefPage } from './collectief-page.tsx';

// The public /collectief page: the worked example adds up, and the interest form asks in Dutch for name,
// company and a valid e-mail address, posts the lead and shows the server's thanks instead of the form.

afterEach(() => vi.unstubAllGlobals());

const form = () => screen.getByRole('region', { name: 'Interesse? Meld je aan' });

/** Types each value into the field of the form whose label starts with its key. */
function fill(section: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(section).getByLabelText(label, { exact: false }), { target: { value } });
  }
}

describe('CollectiefPage', () => {
  it('shows a worked example whose average is the mean of its five equal clicks', () => {
    fakeApi({});
    renderPage(<CollectiefPage />, { url: '/collectief', profile: null });
    const table = screen.getByRole('table', {
      name: 'Rekenvoorbeeld van vijf klikken voor één leveringsjaar',
    });
    const euros = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));
    const rows = within(table).getAllByRole('row').slice(1);
    const prices = rows.slice(0, 5).map((row) => euros(within(row).getAllByRole('cell').at(-1)!.textContent));
    expect(prices).toEqual([92.4, 86.1, 88.75, 83.2, 85.55]);
    const average = euros(within(rows[5]!).getAllByRole('cell').at(-1)!.textContent);
    expect(average).toBe(87.2);
    expect(prices.reduce((sum, price) => sum + price, 0) / 5).toBeCloseTo(average, 2);
    expect(screen.getAllByRole('link', { name: /inloggen/i })[0]?.getAttribute('href')).toBe('/login');
  });

  it('asks for the required fields in Dutch, then posts the lead and thanks the visitor', async () => {
    const calls = fakeApi({
      'POST /api/v3/collective/interest': {
        status: 201,
        body: { message: 'Bedankt voor je aanmelding. We nemen binnen twee werkdagen contact met je op.' },
      },
    });
    renderPage(<CollectiefPage />, { url: '/collectief', profile: null });
    const section = form();
    fireEvent.change(within(section).getByLabelText('E-mailadres', { exact: false }), {
      target: { value: 'jan@' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Aanmelden' }));
    await within(section).findByText('Vul een naam in.');
    expect(within(section).getByText('Vul de naam van je bedrijf in.')).toBeTruthy();
    expect(within(section).getByText('Vul een geldig e-mailadres in.')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fill(section, {
      Naam: 'Jan Bakker',
      Bedrijf: 'Bakkerij Bakker',
      'E-mailadres': 'jan@bakkerij.nl',
      'Verwacht jaarverbruik': '250.000 kWh',
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Aanmelden' }));
    expect(
      await within(section).findByText(
        'Bedankt voor je aanmelding. We nemen binnen twee werkdagen contact met je op.',
      ),
    ).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Aanmelden' })).toBeNull();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Jan Bakker',
      company: 'Bakkerij Bakker',
      emailAddress: 'jan@bakkerij.nl',
      phone: '',
      expectedVolume: '250.000 kWh',
    });
  });

  it('keeps the form and says so when too many leads came from this address', async () => {
    fakeApi({
      'POST /api/v3/collective/interest': {
        status: 429,
        body: { message: 'Je hebt al vaak een aanmelding verstuurd. Probeer het later opnieuw.' },
      },
    });
    renderPage(<CollectiefPage />, { url: '/collectief', profile: null });
    const section = form();
    fill(section, {
      Naam: 'Jan Bakker',
      Bedrijf: 'Bakkerij Bakker',
      'E-mailadres': 'jan@bakkerij.nl',
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Aanmelden' }));
    await waitFor(() => expect(screen.getAllByText(/Probeer het later opnieuw/).length).toBeGreaterThan(0));
    expect(within(section).getByRole('button', { name: 'Aanmelden' })).toBeTruthy();
  });
});
