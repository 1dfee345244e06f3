import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './accounts.ts';
import { apiGet, apiLogin, resetLinkPath, waitForMail } from './api.ts';

// A fresh customer staff account with a known password, for journeys that must not depend on the demo
// customer accounts (other journeys change their passwords).

const HEADERS = { 'x-requested-with': 'XMLHttpRequest', 'x-development-mode': 'true' };

export type StaffAccount = { emailAddress: string; password: string; name: string };

/** Creates customer staff of the first customer matching `customerQuery` and sets the password via the invitation link. */
export async function createStaffAccount(
  request: APIRequestContext,
  customerQuery = 'De Vries',
  roleId?: number,
): Promise<StaffAccount> {
  const adminToken = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const customers = await apiGet<{ data: { id: number }[] }>(
    request,
    adminToken,
    `customers/search?q=${encodeURIComponent(customerQuery)}`,
  );
  const customerId = customers.data[0]?.id;
  expect(customerId, `a customer matching ${customerQuery}`).toBeDefined();

  const emailAddress = `e2e.klant.${Date.now()}@example.nl`;
  const created = await request.post('/api/v3/users', {
    headers: { ...HEADERS, authorization: `Bearer ${adminToken}` },
    data: { firstName: 'Kim', lastName: 'Klant', emailAddress, type: 'customer', customerId, roleId },
  });
  expect(created.status(), await created.text()).toBe(201);

  const mail = await waitForMail(request, adminToken, emailAddress, 0);
  const link = new URL(resetLinkPath(mail.text), 'http://localhost');
  const password = 'Klant-E2e-2026!x';
  const reset = await request.post('/api/v3/auth/reset-password', {
    headers: HEADERS,
    data: {
      password,
      passwordConfirmation: password,
      token: link.searchParams.get('token'),
      email: link.searchParams.get('email'),
    },
  });
  expect(reset.status(), await reset.text()).toBe(200);
  return { emailAddress, password, name: 'Kim Klant' };
}
