import type { APIRequestContext } from '@playwright/test';
import { completeEan } from '@energiek/contracts/ean';
import { expect } from '@playwright/test';
import { localToday } from './api.ts';

// A journey's own measured electricity connection (issue 31): the portal card shows real figures whatever
// other journeys of the same worker left. Register readings on 1 January of last year (0), 1 January of
// this year (100 kWh a day over last year) and today (110 kWh a day since): this year is 10 % above the
// same period of last year on this connection.

const HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const response = await request.post(`/api/v3/${path}`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as { data: { id: number } };
}

const dayNumber = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

/** Creates a connection shown in EMS with register readings of last year and this year; admin token.
 *  `fields`: more of the connection's own fields (e.g. its own supplierId). */
export async function addMeasuredConnection(
  request: APIRequestContext,
  adminToken: string,
  customerId: number,
  fields: Record<string, unknown> = {},
): Promise<{ connectionId: number; ean: string }> {
  const ean = completeEan(`8716${String(Date.now()).slice(-13).padStart(13, '0')}`);
  const connection = await post(request, adminToken, `customers/${customerId}/connections`, {
    ean,
    product: 1,
    capacity: '3x25A',
    postcode: '2671AA',
    showInEms: true,
    ...fields,
  });
  const connectionId = connection.data.id;
  const today = localToday();
  const year = Number(today.slice(0, 4));
  const lastYearStart = `${year - 1}-01-01`;
  const yearStart = `${year}-01-01`;
  const lastYear = dayNumber(yearStart) - dayNumber(lastYearStart);
  const readings: [string, number][] = [
    [lastYearStart, 0],
    [yearStart, lastYear * 100],
  ];
  if (today !== yearStart)
    readings.push([today, lastYear * 100 + (dayNumber(today) - dayNumber(yearStart)) * 110]);
  for (const [readOn, normal] of readings) {
    await post(request, adminToken, `customers/${customerId}/ems/register-readings`, {
      connectionId,
      readOn,
      normal,
    });
  }
  return { connectionId, ean };
}
