import type { APIRequestContext, Page } from '@playwright/test';
import { LARGE_ELECTRICITY_CAPACITIES } from '@energiek/contracts/connections';
import { completeEan } from '@energiek/contracts/ean';
import { ACCOUNTS, PASSWORD } from './accounts.ts';
import { apiLogin, apiPost, createOwnCustomer } from './api.ts';
import { signIn } from './ui.ts';

// An own customer (energy monitoring only) with one large electricity connection contracted at 140 kW and
// quarter readings on three days (issue 32, usage peak and weekday comparisons):
// - Tuesday 12-05-2026: 95 quarters of 0,5 kWh and 10:00–10:15 40 kWh (160 kW) → 87,5 kWh;
// - Tuesday 13-05-2025 (52 weeks earlier): 96 × 0,25 → 24 kWh;
// - Monday 12-05-2025 (the same date): 96 × 1 → 96 kWh — compared date to date the difference would be
//   −8,5 kWh; weekday to weekday it is +63,5 kWh (+264,6 %: 63,5 / 24).

export const PEAK_DAY = '2026-05-12';

/** The quarter starts of a local day in May (CEST, +02:00) as UTC instants. */
function mayQuarters(day: string): string[] {
  const start = Date.parse(`${day}T00:00:00+02:00`);
  return Array.from({ length: 96 }, (_, i) => new Date(start + i * 900_000).toISOString());
}

export async function customerWithPeak(request: APIRequestContext, token: string, name: string) {
  const stamp = String(Date.now());
  const customerId = await createOwnCustomer(request, token, `${name} ${stamp.slice(-6)}`, ['ems']);
  const ean = completeEan(`8716${stamp.slice(-13).padStart(13, '0')}`);
  const connection = await apiPost(request, token, `customers/${customerId}/connections`, {
    ean,
    product: 1,
    capacity: LARGE_ELECTRICITY_CAPACITIES[0],
    contractedCapacity: 140,
    postcode: '2671AA',
    showInEms: true,
  });
  const day = (date: string, value: (i: number) => number) =>
    mayQuarters(date).map((start, i) => ({ start, value: value(i) }));
  await apiPost(request, token, `customers/${customerId}/ems/readings`, {
    ean,
    channel: 'consumption',
    unit: 'kWh',
    intervalMinutes: 15,
    readings: [
      ...day(PEAK_DAY, (i) => (i === 40 ? 40 : 0.5)),
      ...day('2025-05-13', () => 0.25),
      ...day('2025-05-12', () => 1),
    ],
  });
  return { customerId, connectionId: connection.data.id, ean };
}

/**
 * The admin signed in, with a new customer with the peak (customerWithPeak), on the usage page of the
 * peak day's quarters; the customer's and the connection's ids for the comparisons after.
 */
export async function openPeakDay(page: Page, request: APIRequestContext) {
  const token = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const { customerId, connectionId } = await customerWithPeak(request, token, 'Koelhuis Piek');
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto(
    `/v3/customers/${customerId}/ems/usage?c=${connectionId}&interval=quarter&period=day&date=${PEAK_DAY}`,
  );
  return { customerId, connectionId };
}
