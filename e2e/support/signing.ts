import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { waitForMail } from './api.ts';

/**
 * Opens the signing link of the first mail to `email` as the signer does: in a browser context of its own
 * (no session) on the app's address. `signer`: that context, to close when done; `path`: the link's path.
 */
export async function openSigningLink(
  page: Page,
  request: APIRequestContext,
  token: string,
  email: string,
): Promise<{ signer: BrowserContext; signing: Page; path: string }> {
  const mail = await waitForMail(request, token, email, 0);
  const path = /(\/ondertekenen\/\S+)/.exec(mail.text)?.[1];
  expect(path, mail.text).toBeDefined();
  const signer = await page
    .context()
    .browser()!
    .newContext({ baseURL: new URL(page.url()).origin, locale: 'nl-NL' });
  const signing = await signer.newPage();
  await signing.goto(path!);
  return { signer, signing, path: path! };
}
