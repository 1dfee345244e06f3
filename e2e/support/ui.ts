import { expect } from '@playwright/test';
import type { Page, Route } from '@playwright/test';
import { ACCESS_TOKEN_KEY, SUPER_TOKEN_KEY } from '@energiek/contracts/constants';

// Steps through the sign-in screens as a user would.

export async function fillCredentials(page: Page, emailAddress: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('E-mailadres').fill(emailAddress);
  // The label carries the required asterisk (aria-hidden, but part of the label text).
  await page.getByLabel(/^Wachtwoord\*?$/).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

/** Signs in through the sign-in form, as a user does, and waits for the shell. For the journeys about
 *  signing in itself; every other journey uses signIn(). */
export async function signInThroughForm(page: Page, emailAddress: string, password: string): Promise<void> {
  await fillCredentials(page, emailAddress, password);
  await expect(page).toHaveURL(/\/v3$/);
  await expect(accountMenuButton(page)).toBeVisible();
}

/**
 * Signs in and waits for the shell on /v3, without the sign-in form: the same login call the form makes,
 * through the page's own request context (so the browser gets the session cookie), and the token where the
 * app keeps it. The sign-in form has journeys of its own (auth.spec.ts, first-impression.spec.ts,
 * password-reset.spec.ts); going through it in every journey cost a page load and the form each time.
 * An account that needs a code or must enrol two-step verification still goes through the form.
 */
export async function signIn(
  page: Page,
  emailAddress: string,
  password: string,
  /** Where the app opens after signing in (default /v3): a journey that starts on another screen saves
   *  loading the home page first. */
  startAt = '/v3',
): Promise<void> {
  const response = await page.request.post('/api/v3/auth/login', {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    data: { emailAddress, password, secret: null, remember: false },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as {
    secretRequired?: boolean;
    token?: string;
    data?: { set2fa?: boolean };
  };
  if (!body.token || body.secretRequired || body.data?.set2fa) {
    await signInThroughForm(page, emailAddress, password);
    if (startAt !== '/v3') await page.goto(startAt);
    return;
  }
  await storeTokenInBrowser(page, body.token);
  await page.goto(startAt);
  if (startAt === '/v3') await expect(page).toHaveURL(/\/v3$/);
  await expect(accountMenuButton(page)).toBeVisible();
}

/** An empty document on the app's origin, served by the test itself: where the token is put into
 *  localStorage before the app is loaded (the app reads it at start). */
const BLANK_PATH = '/e2e-blank-sign-in';

async function storeTokenInBrowser(page: Page, token: string): Promise<void> {
  const serveBlank = (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>e2e</title>' });
  await page.route(`**${BLANK_PATH}`, serveBlank);
  try {
    await page.goto(BLANK_PATH);
    await page.evaluate(
      ({ accessKey, superKey, value }) => {
        // Runs in the browser; the e2e tsconfig has no DOM types, hence the narrow shape.
        const storage = (
          globalThis as unknown as {
            localStorage: { setItem(key: string, value: string): void; removeItem(key: string): void };
          }
        ).localStorage;
        storage.removeItem(superKey);
        storage.setItem(accessKey, value);
      },
      { accessKey: ACCESS_TOKEN_KEY, superKey: SUPER_TOKEN_KEY, value: token },
    );
  } finally {
    await page.unroute(`**${BLANK_PATH}`, serveBlank);
  }
}

/** The account menu button of the top bar: the sign that the signed-in shell is there. */
export function accountMenuButton(page: Page) {
  return page.getByRole('button', { name: /^Accountmenu: / });
}

/** Opens the account menu and chooses an item ('Mijn gegevens', 'Mijn instellingen', 'Uitloggen'). */
export async function chooseAccountMenuItem(page: Page, name: string): Promise<void> {
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name }).click();
}

export async function logOut(page: Page): Promise<void> {
  await chooseAccountMenuItem(page, 'Uitloggen');
}

/** Accepts the terms dialog when the account has not accepted them yet. */
export async function acceptTermsIfAsked(page: Page, accepted: boolean): Promise<void> {
  if (accepted) return;
  const dialog = page.getByRole('dialog', { name: 'Gebruiksvoorwaarden' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Akkoord' }).click();
  await expect(dialog).toBeHidden();
}

export async function storedToken(page: Page): Promise<string | null> {
  // Runs in the browser; the e2e tsconfig has no DOM types, hence the narrow shape.
  return page.evaluate(() =>
    (globalThis as unknown as { localStorage: { getItem(key: string): string | null } }).localStorage.getItem(
      'access_token',
    ),
  );
}

/** The bearer token the app stored at sign-in (fails when there is none). */
export async function requireToken(page: Page): Promise<string> {
  const token = await storedToken(page);
  expect(token, 'access_token in localStorage').toBeTruthy();
  return token ?? '';
}

/**
 * Chooses the customer in the drawer's switcher with the keyboard (type, arrow down, Enter), waits for the
 * confirmation and answers the profile's selected customer id.
 */
export async function switchCustomerByKeyboard(page: Page, name: string): Promise<number> {
  const input = page.getByRole('combobox', { name: 'Klant wisselen' });
  await input.fill(name);
  const option = page.getByRole('listbox', { name: 'Gevonden klanten' }).getByRole('option', { name });
  await expect(option).toBeVisible();
  await input.press('ArrowDown');
  await input.press('Enter');
  await expect(page.locator('#main').getByText(`Je werkt nu voor ${name}`, { exact: true })).toBeVisible();
  const token = await requireToken(page);
  const response = await page.request.get('/api/v3/auth/profile', {
    headers: { authorization: `Bearer ${token}`, 'x-requested-with': 'XMLHttpRequest' },
  });
  const body = (await response.json()) as { data: { selectedCustomer: { id: number; name: string } } };
  expect(body.data.selectedCustomer.name).toBe(name);
  return body.data.selectedCustomer.id;
}

/**
 * Chooses the customer in the drawer's switcher by clicking the option `query` finds whose name contains
 * `name`; answers the selected customer's id (from the select-customer call).
 */
export async function switchCustomerByClick(page: Page, query: string, name: string): Promise<number> {
  await page.getByRole('combobox', { name: 'Klant wisselen' }).fill(query);
  const option = page.getByRole('option', { name: new RegExp(name.replace(/[.]/g, '\\.')) });
  await expect(option).toBeVisible();
  const selected = page.waitForResponse((response) =>
    response.url().includes('/api/v3/auth/select-customer/'),
  );
  await option.click();
  const response = await selected;
  expect(response.status()).toBe(200);
  return Number(/select-customer\/(\d+)/.exec(response.url())?.[1]);
}

/** The document's full width in CSS pixels: more than the viewport means the page scrolls sideways. */
export function pageWidth(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document
        .documentElement.scrollWidth,
  );
}

/** The page scrolls vertically only at a phone's 390 px: nothing pushes the document wider. */
export async function expectNoSideways(page: Page): Promise<void> {
  expect(await pageWidth(page)).toBeLessThanOrEqual(390);
}

/** How far the page is wider than the viewport (0: no horizontal scrolling of the page). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const view = globalThis as unknown as {
      document: { documentElement: { scrollWidth: number } };
      innerWidth: number;
    };
    return view.document.documentElement.scrollWidth - view.innerWidth;
  });
}

/**
 * Moves the app to `path` without loading the page again, as a link inside the app does (a history entry
 * and the router's popstate; React Router reads the address from there). For journeys that come back to a
 * screen again and again: each page load boots the whole app.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    // Runs in the browser; the e2e tsconfig has no DOM types, hence the narrow shape.
    const view = globalThis as unknown as {
      history: {
        state: { idx?: number } | null;
        pushState(state: unknown, unused: string, url: string): void;
      };
      dispatchEvent(event: unknown): boolean;
      PopStateEvent: new (type: string, init: { state: unknown }) => unknown;
    };
    const state = {
      usr: null,
      key: `e2e${Date.now().toString(36)}`,
      idx: (view.history.state?.idx ?? 0) + 1,
    };
    view.history.pushState(state, '', to);
    view.dispatchEvent(new view.PopStateEvent('popstate', { state }));
  }, path);
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === path);
}
