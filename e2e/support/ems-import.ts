import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { isLargeCapacity } from '@energiek/contracts/connections';
import { apiCustomerId, apiGet } from './api.ts';
import { expect } from './test.ts';

// Importing energy data through ems/input (the file, its preview, the import and its result), and the demo
// customer whose electricity connections the import journeys fill.

/** The demo customer the import journeys import into (the demo seed). */
export const WESTLAND = 'Kwekerij Westland Glas B.V.';

const pad = (n: number) => String(n).padStart(2, '0');
/** Minutes since midnight as HH:MM. */
export const clock = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;

/** A file for the "Bestand" input of ems/input. */
export type ImportFile = { name: string; mimeType: string; buffer: Buffer };

/** A CSV file of these lines as exports have them: CRLF, one after the last line too. */
export function csvFile(name: string, lines: string[]): ImportFile {
  return { name, mimeType: 'text/csv', buffer: Buffer.from(lines.join('\r\n') + '\r\n') };
}

/** On ems/input: chooses the file and asks for its preview, which shows the recognised layout. */
export async function previewImport(page: Page, file: ImportFile, timeout = 30_000): Promise<void> {
  await page.getByLabel('Bestand', { exact: true }).setInputFiles(file);
  await page.getByRole('button', { name: 'Voorbeeld bekijken' }).click();
  await expect(page.getByRole('heading', { name: 'Herkende indeling' })).toBeVisible({ timeout });
}

/** Starts the previewed import and waits for its result to count `imported` rows; returns the result. */
export async function startImport(page: Page, imported: string, timeout = 30_000): Promise<Locator> {
  await page.getByRole('button', { name: 'Import starten' }).click();
  const result = page.getByTestId('ems-import-result');
  await expect(result.getByTestId('rowsImported')).toHaveText(imported, { timeout });
  return result;
}

/** Westland's id and a large and a small electricity connection of it (isLargeCapacity). */
export async function westlandElectricity<C extends { id: number; ean: string; capacity: string | null }>(
  request: APIRequestContext,
  token: string,
): Promise<{ customerId: number; large: C; small: C }> {
  const customerId = await apiCustomerId(request, token, 'Westland', WESTLAND);
  const list = await apiGet<{ data: C[] }>(
    request,
    token,
    `customers/${customerId}/connections?limit=999&product=1`,
  );
  const large = list.data.find((c) => c.capacity !== null && isLargeCapacity(1, c.capacity) === true);
  const small = list.data.find((c) => c.capacity !== null && isLargeCapacity(1, c.capacity) === false);
  if (!large || !small) throw new Error('demo connections missing');
  return { customerId, large, small };
}
