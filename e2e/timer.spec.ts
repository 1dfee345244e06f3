import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { signIn } from './support/ui.ts';
import { pauseClockSoon } from './support/clock.ts';

// The admin's top-bar timer (spec §4 Timer) with a controlled clock: it counts, survives a reload,
// registers on a customer (POST customers/{customerId}/hours/timer) or is discarded after confirmation.
// Customer staff never see it (notifications.spec.ts checks that, sparing a login).

const SCREENS = 'test-results/screens';

test('de timer telt, overleeft een herlaadbeurt, registreert de tijd op een klant en gooit tijd pas na bevestiging weg', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  const timer = page.getByRole('group', { name: 'Tijdregistratie' });
  const value = timer.getByTestId('timer-value');
  await expect(value).toHaveText('00:00');
  // Paused from here on: only runFor/fastForward move time, so a slow machine's real seconds do not count
  // on the timer (it read 01:15 for 01:05 under load).
  await pauseClockSoon(page);
  await timer.getByRole('button', { name: 'Timer starten' }).click();
  await page.clock.runFor(65_000);
  await expect(value).toHaveText('01:05');

  await page.reload();
  // The app boots on timers of its own: let the paused clock tick a few milliseconds at a time until the
  // timer is back (far below the second it shows).
  await expect(async () => {
    await page.clock.runFor(5);
    await expect(value).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 30_000 });
  await expect(value).toHaveText('01:05');
  // Jump an hour ahead in steps, active in between so the idle warning (1800 s) stays away.
  for (const step of [1_500_000, 1_500_000, 600_000]) {
    await page.keyboard.press('Shift');
    await page.clock.fastForward(step);
  }
  await expect(value).toHaveText('1:01:05');
  await timer.getByRole('button', { name: 'Timer pauzeren' }).click();
  await page.clock.runFor(10_000);
  await expect(value).toHaveText('1:01:05');
  // The timer stands still now: the clock may run at its own pace again (the dialog loads on timers).
  await page.clock.resume();

  await timer.getByRole('button', { name: 'Tijd registreren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Tijd registreren' });
  await expect(dialog).toContainText('1:01:05');
  const change = dialog.getByRole('button', { name: 'Andere klant' });
  if (await change.isVisible()) await change.click();
  await dialog.getByLabel('Zoek een klant').fill('De Vries');
  await page.clock.runFor(600);
  await dialog.getByRole('button', { name: /De Vries Bakkerij B\.V\./ }).click();
  await expect(dialog.getByTestId('timer-customer')).toHaveText('De Vries Bakkerij B.V.');

  await dialog.getByRole('button', { name: 'Registreren' }).click();
  await expect(dialog.getByText('Vul een omschrijving in.')).toBeVisible();
  await dialog.getByLabel('Omschrijving').fill('Energiecontract doorgenomen');
  await page.screenshot({ path: `${SCREENS}/timer-register.png` });

  const posted = page.waitForResponse((r) => /\/hours\/timer$/.test(r.url()));
  await dialog.getByRole('button', { name: 'Registreren' }).click();
  const response = await posted;
  expect(response.status()).toBe(201);
  expect((await response.json()).data).toMatchObject({
    seconds: 3665,
    description: 'Energiecontract doorgenomen',
    source: 'timer',
  });
  await expect(dialog).toBeHidden();
  await expectToast(page, 'De tijd is geregistreerd.');
  await expect(value).toHaveText('00:00');
  await page.reload();
  await expect(value).toHaveText('00:00');

  // Discarding (in the same session: the journeys share a login budget per IP) asks first. The clock is
  // paused again at the page's now (after the reload a real second slipped onto the timer under load).
  await pauseClockSoon(page);
  await timer.getByRole('button', { name: 'Timer starten' }).click();
  await page.clock.runFor(42_000);
  await timer.getByRole('button', { name: 'Timer pauzeren' }).click();
  await expect(value).toHaveText('00:42');
  // The timer is paused: time may flow again (the reload at the end boots on the app's own timers).
  await page.clock.resume();

  await timer.getByRole('button', { name: 'Tijd niet registreren' }).click();
  const confirm = page.getByRole('dialog', { name: 'Tijd niet registreren' });
  await expect(confirm).toContainText('Weet je zeker dat je deze tijd niet wilt registreren?');
  await confirm.getByRole('button', { name: 'Annuleren' }).click();
  await expect(value).toHaveText('00:42');

  await timer.getByRole('button', { name: 'Tijd niet registreren' }).click();
  await confirm.getByRole('button', { name: 'Niet registreren' }).click();
  await expect(confirm).toBeHidden();
  await expect(value).toHaveText('00:00');
  await expect(timer.getByRole('button', { name: 'Tijd registreren' })).toBeHidden();
  await page.reload();
  await expect(value).toHaveText('00:00');
});
