import type { APIRequestContext, Page } from '@playwright/test';
import { completeEan } from '@energiek/contracts/ean';
import { apiPost, localToday } from './api.ts';

// A journey's own measured electricity connection (issue 31): the portal card shows real figures whatever
// other journeys of the same worker left. Register readings on 1 January of last year (0), 1 January of
// this year (100 kWh a day over last year) and today (110 kWh a day since): this year is 10 % above the
// same period of last year on this connection.

/** A journey's own connection shown in EMS: a small electricity connection in Westland's postcode unless
 *  `fields` say otherwise, its EAN `prefix` followed by the time (so every run has a new one); admin token. */
export async function addEmsConnection(
  request: APIRequestContext,
  adminToken: string,
  customerId: number,
  { prefix = '8716', ...fields }: { prefix?: string } & Record<string, unknown> = {},
): Promise<{ connectionId: number; ean: string }> {
  const ean = completeEan(`${prefix}${String(Date.now()).slice(-13).padStart(13, '0')}`);
  const connection = await apiPost(request, adminToken, `customers/${customerId}/connections`, {
    ean,
    product: 1,
    capacity: '3x25A',
    postcode: '2671AA',
    showInEms: true,
    ...fields,
  });
  return { connectionId: connection.data.id, ean };
}

/** The tab Meterstanden of Energiedata invoeren on one connection: its table, and `add` that enters a day's
 *  registers in the order normal, low, feed-in normal, feed-in low (as many as given) and adds them. */
export async function openMeterReadings(page: Page, customerId: number, connectionId: number) {
  await page.goto(`/v3/customers/${customerId}/ems/input?tab=meterstanden`);
  await page.getByLabel('Aansluiting', { exact: true }).selectOption(String(connectionId));
  const table = page.getByRole('table', { name: 'Meterstanden van de aansluiting' });
  const labels = [/^Stand normaal/, /^Stand dal/, /^Teruglevering normaal/, /^Teruglevering laag/];
  const add = async (day: string, values: string[]) => {
    await page.getByRole('textbox', { name: 'Datum', exact: true }).fill(day);
    for (const [i, value] of values.entries()) await page.getByLabel(labels[i]!).fill(value);
    await page.getByRole('button', { name: 'Toevoegen' }).click();
  };
  return { table, add };
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
  const { connectionId, ean } = await addEmsConnection(request, adminToken, customerId, fields);
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
    await apiPost(request, adminToken, `customers/${customerId}/ems/register-readings`, {
      connectionId,
      readOn,
      normal,
    });
  }
  return { connectionId, ean };
}
