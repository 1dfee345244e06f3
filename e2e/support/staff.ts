import { expect } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNTS, PASSWORD } from './accounts.ts';
import { apiGet, apiLogin, resetLinkPath, waitForMail } from './api.ts';
import { acceptTermsIfAsked, signIn } from './ui.ts';

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

  const password = await setPasswordFromInvitation(request, adminToken, emailAddress, 'Klant-E2e-2026!x');
  return { emailAddress, password, name: 'Kim Klant' };
}

/** A fresh customer staff account (createStaffAccount), signed in in `page` past the terms it must accept. */
export async function signInAsNewStaff(
  page: Page,
  request: APIRequestContext,
  customerQuery?: string,
): Promise<StaffAccount> {
  const staff = await createStaffAccount(request, customerQuery);
  await signIn(page, staff.emailAddress, staff.password);
  await acceptTermsIfAsked(page, false);
  return staff;
}

export type AdminAccount = StaffAccount & { id: number };

/**
 * A fresh back-office admin (canSwitch, the demo admin's role) with a known password, set through the
 * invitation link. For journeys about one user's own notifications: nothing of another journey reaches it
 * (signals tell a customer's account manager, actions their assignee), and no journey depends on its
 * read or unread state.
 */
export async function createAdminAccount(
  request: APIRequestContext,
  firstName = 'Bo',
  lastName = 'Beheer',
): Promise<AdminAccount> {
  const adminToken = await apiLogin(request, ACCOUNTS.admin, PASSWORD);
  const demo = await apiGet<{ data: { roleId: number | null }[] }>(
    request,
    adminToken,
    `users?q=${encodeURIComponent(ACCOUNTS.admin)}`,
  );
  const emailAddress = `e2e.beheer.${Date.now()}.${Math.floor(Math.random() * 1000)}@example.nl`;
  const created = await request.post('/api/v3/users', {
    headers: { ...HEADERS, authorization: `Bearer ${adminToken}` },
    data: {
      firstName,
      lastName,
      emailAddress,
      type: 'admin',
      canSwitch: true,
      roleId: demo.data[0]?.roleId ?? undefined,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { data } = (await created.json()) as { data: { id: number } };
  const password = await setPasswordFromInvitation(request, adminToken, emailAddress, 'Beheer-E2e-2026!x');
  return { emailAddress, password, name: `${firstName} ${lastName}`, id: data.id };
}

/** Sets the password of a just-invited account through the link in its invitation mail. */
async function setPasswordFromInvitation(
  request: APIRequestContext,
  adminToken: string,
  emailAddress: string,
  password: string,
): Promise<string> {
  const mail = await waitForMail(request, adminToken, emailAddress, 0);
  const link = new URL(resetLinkPath(mail.text), 'http://localhost');
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
  return password;
}
