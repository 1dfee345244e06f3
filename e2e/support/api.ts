import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

// Direct API calls for set-up and checks (Playwright's request context shares the baseURL).

const HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'x-development-mode': 'true' };

export type OutboxMail = { id: number; toAddress: string; subject: string; text: string; createdAt: string };

export async function apiLogin(
  request: APIRequestContext,
  emailAddress: string,
  password: string,
): Promise<string> {
  const response = await request.post('/api/v3/auth/login', {
    headers: HEADERS,
    data: { emailAddress, password, secret: null, remember: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { secretRequired: boolean; token?: string };
  expect(body.secretRequired).toBe(false);
  if (!body.token) throw new Error(`No token for ${emailAddress}`);
  return body.token;
}

export async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const response = await request.get(`/api/v3/${path}`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The id of the customer called `name`, searched for by `query`; fails the test when it is not found. */
export async function apiCustomerId(
  request: APIRequestContext,
  token: string,
  query: string,
  name: string,
): Promise<number> {
  const found = await apiGet<{ data: { id: number; name: string }[] }>(
    request,
    token,
    `customers?q=${encodeURIComponent(query)}`,
  );
  const customer = found.data.find((c) => c.name === name);
  if (!customer) throw new Error(`demo customer missing: ${name}`);
  return customer.id;
}

/** Today in the Netherlands, YYYY-MM-DD: what the app calls today (UTC is yesterday after 23:00/00:00). */
export function localToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(new Date());
}

/** POST with a bearer token; fails the test on any answer of 300 or more (the body is printed). */
export async function apiPost<T = { data: { id: number } }>(
  request: APIRequestContext,
  token: string,
  path: string,
  data: unknown,
): Promise<T> {
  const response = await request.post(`/api/v3/${path}`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

/** DELETE with a bearer token; fails the test unless the server answers 204. */
export async function apiDelete(request: APIRequestContext, token: string, path: string): Promise<void> {
  const response = await request.delete(`/api/v3/${path}`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(204);
}

/** Creates a customer managed by the user of `token`, with `modules` (the server's default without); its id. */
export async function createOwnCustomer(
  request: APIRequestContext,
  token: string,
  name: string,
  modules?: string[],
): Promise<number> {
  const me = await apiGet<{ data: { id: number } }>(request, token, 'auth/user');
  const customer = await apiPost(request, token, 'customers', {
    name,
    accountManagerId: me.data.id,
    modules,
  });
  return customer.data.id;
}

/** Runs the signal rules for a customer now (the after-import job would within 10 minutes); fails unless 202. */
export async function runSignals(
  request: APIRequestContext,
  token: string,
  customerId: number,
): Promise<void> {
  const run = await request.post('/api/v3/signals/run', {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    data: { customerId },
  });
  expect(run.status()).toBe(202);
}

/** Imports degree days from the text of a KNMI daily file (etmgeg_260.txt); fails unless 200. */
export async function importKnmiDays(request: APIRequestContext, token: string, knmi: string): Promise<void> {
  const imported = await request.post('/api/v3/degree-days/import', {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    multipart: { file: { name: 'etmgeg_260.txt', mimeType: 'text/plain', buffer: Buffer.from(knmi) } },
  });
  expect(imported.status(), await imported.text()).toBe(200);
}

/** The id of the customer the session has selected (auth/profile). */
export async function selectedCustomerId(
  request: APIRequestContext,
  token: string,
): Promise<number | undefined> {
  const { data } = await apiGet<{ data: { selectedCustomer?: { id: number } } }>(
    request,
    token,
    'auth/profile',
  );
  return data.selectedCustomer?.id;
}

/** Mails as delivered, newest first: the capture transport (MAIL_CAPTURE, set by scripts/e2e-server.mjs)
 *  keeps their links; the stored outbox has tokens redacted. `token`: a full admin's. */
export async function listMails(
  request: APIRequestContext,
  token: string,
  toAddress: string,
): Promise<OutboxMail[]> {
  const query = new URLSearchParams({ toAddress, limit: '10' });
  const body = await apiGet<{ data: OutboxMail[] }>(
    request,
    token,
    `mail-outbox/captured?${query.toString()}`,
  );
  return body.data.filter((mail) => mail.toAddress === toAddress);
}

/** Waits for a mail to `toAddress` newer than `afterId` and returns it. */
export async function waitForMail(
  request: APIRequestContext,
  token: string,
  toAddress: string,
  afterId: number,
): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await listMails(request, token, toAddress)).find((mail) => mail.id > afterId);
        return found !== undefined;
      },
      { message: `a mail to ${toAddress}`, timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

/** Path and query of the reset link in a mail, so the test opens it on its own base URL. */
export function resetLinkPath(text: string): string {
  const match = /https?:\/\/\S+?(\/reset-password\?\S+)/.exec(text) ?? /(\/reset-password\?\S+)/.exec(text);
  if (!match?.[1]) throw new Error(`No reset link in mail:\n${text}`);
  return match[1];
}

/** Uploads a signed document to the customer's library (a signed agreement names one); its id. */
export async function uploadSignedDocument(
  request: APIRequestContext,
  token: string,
  customerId: number,
): Promise<number> {
  const uploaded = await request.post(`/api/v3/customers/${customerId}/documents`, {
    headers: { ...HEADERS, authorization: `Bearer ${token}` },
    multipart: {
      file: {
        name: 'getekende-overeenkomst-e2e.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Getekende leveringsovereenkomst (E2E-journey).\n'),
      },
    },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  return ((await uploaded.json()) as { data: { id: number } }).data.id;
}
