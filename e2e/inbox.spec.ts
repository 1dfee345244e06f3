import { ACCOUNTS, PASSWORD } from './support/accounts.ts';
import { deliverToInbox } from './support/inbox.ts';
import { expect, test } from './support/test.ts';
import { expectToast } from './support/toasts.ts';
import { signIn } from './support/ui.ts';

// The support inbox (issue 11): a mail delivered over SMTP to the server's receiver appears in /v3/inbox
// and raises the top-bar counter live (no reload); reading it lowers the counter; the answer shows in
// the conversation; the mail becomes an action of the customer it was linked to by its sender.

const SCREENS = 'test-results/screens';

async function deliver(subject: string, text: string): Promise<void> {
  await deliverToInbox({
    subject,
    text,
    html: `<p>${text}</p><script>window.__inboxXss = true</script><img src="x" onerror="window.__inboxXss = true">`,
  });
}

test('een mail over SMTP komt live binnen, wordt gelezen, beantwoord en een actie', async ({ page }) => {
  // Sign-in, SMTP delivery, answer, action and the action's page: a long journey on a busy machine.
  test.setTimeout(90_000);
  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto('/v3/inbox');
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const list = page.getByTestId('inbox-list');
  await expect(list.getByTestId('inbox-item').first()).toBeVisible();
  const badge = page.getByTestId('inbox-counter-badge');
  await expect(badge).toHaveText(/^\d+$/);
  const before = Number(await badge.textContent());

  const subject = `Vraag over de gasrekening ${Date.now()}`;
  await deliver(subject, 'Waarom is het voorschot voor gas verhoogd?');

  // Live: the counter and the list follow without a reload.
  await expect(badge).toHaveText(String(before + 1));
  const item = list.getByTestId('inbox-item').filter({ hasText: subject });
  await expect(item).toContainText('De Vries Bakkerij B.V.');
  await page.screenshot({ path: `${SCREENS}/inbox-list.png`, fullPage: true });

  await item.click();
  const detail = page.getByTestId('inbox-detail');
  await expect(detail.getByRole('heading', { name: subject })).toBeVisible();
  await expect(detail.getByTestId('inbox-message')).toContainText(
    'Waarom is het voorschot voor gas verhoogd?',
  );
  // Opening marks it read.
  await expect(badge).toHaveText(String(before));
  // The sanitised HTML never runs the sender's script or handler.
  expect(await page.evaluate(() => (globalThis as { __inboxXss?: boolean }).__inboxXss)).toBeUndefined();

  await detail.getByTestId('inbox-reply-text').fill('Het voorschot volgt het nieuwe tarief per 1 januari.');
  await detail.getByTestId('inbox-reply-send').click();
  await expectToast(page, 'Je antwoord is verstuurd.');
  await expect(detail.getByTestId('inbox-answer')).toContainText('Het voorschot volgt het nieuwe tarief');
  await expect(detail.getByTestId('inbox-answer')).toContainText('Beantwoord door Anna Jansen');

  // "Maak actie" asks first: subject (the message's), deadline and who does it (issue 31).
  await detail.getByTestId('inbox-make-action').click();
  const making = page.getByRole('dialog', { name: 'Actie maken van dit bericht' });
  await expect(making.getByLabel(/^Onderwerp/)).toHaveValue(subject);
  await expect(making.getByLabel('Toegewezen aan')).not.toHaveValue('');
  await making.getByLabel('Deadline').fill('31/12/2026');
  await page.screenshot({ path: `${SCREENS}/inbox-make-action.png` });
  await making.getByRole('button', { name: 'Actie maken' }).click();
  await expectToast(page, 'De actie is aangemaakt.');
  await expect(making).toBeHidden();
  await expect(detail.getByRole('button', { name: 'Actie bekijken' })).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/inbox-detail.png`, fullPage: true });

  await detail.getByRole('button', { name: 'Actie bekijken' }).click();
  await expect(page).toHaveURL(/\/v3\/customers\/\d+\/actions\/\d+\/edit$/);
  await expect(page.getByLabel('Onderwerp')).toHaveValue(subject);
  await expect(page.getByLabel('Deadline')).toHaveValue('31/12/2026');
  await expect(page.getByLabel('Toegewezen aan')).not.toHaveValue('');
});

async function deliverInThread(subject: string, text: string, messageId: string, inReplyTo?: string) {
  await deliverToInbox({
    subject,
    text,
    messageId,
    ...(inReplyTo ? { inReplyTo, references: [inReplyTo] } : {}),
  });
}

test('een gesprek is één regel: toewijzen en archiveren gelden voor het hele gesprek, een reactie opent het weer', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const subject = `Meterstand doorgeven ${stamp}`;
  const first = `<gesprek-${stamp}-1@devries-bakkerij.nl>`;
  const second = `<gesprek-${stamp}-2@devries-bakkerij.nl>`;
  await deliverInThread(subject, 'De stand is 12345.', first);
  await deliverInThread(`Re: ${subject}`, 'Correctie: 12354.', second, first);

  await signIn(page, ACCOUNTS.admin, PASSWORD);
  await page.goto(`/v3/inbox?q=${encodeURIComponent(String(stamp))}`);
  const list = page.getByTestId('inbox-list');
  const rows = list.getByTestId('inbox-item');
  // Two messages, one conversation: one row, its newest message, with the count.
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(`Re: ${subject}`);
  await expect(rows.getByTestId('inbox-item-count')).toHaveText('2 berichten');
  await rows.click();
  const detail = page.getByTestId('inbox-detail');
  // The conversation shows both messages.
  await expect(detail.getByTestId('inbox-message')).toHaveCount(2);
  await expect(detail.getByTestId('inbox-message').nth(1)).toContainText('Correctie: 12354.');

  // Assign the conversation to someone else, then archive it.
  const assignee = detail.getByTestId('inbox-assignee');
  const options = await assignee
    .locator('option')
    .evaluateAll((nodes) => nodes.map((n) => (n as unknown as { value: string }).value).filter(Boolean));
  const someone = options[options.length - 1]!;
  await assignee.selectOption(someone);
  await expectToast(page, 'Het gesprek is toegewezen.');
  await page.screenshot({ path: `${SCREENS}/inbox-conversation.png`, fullPage: true });
  await detail.getByRole('button', { name: 'Gesprek archiveren' }).click();
  await expectToast(page, 'Het gesprek is gearchiveerd.');
  await expect(rows).toHaveCount(0);

  // The customer writes again in the conversation: it is open again, with the same assignee.
  await deliverInThread(
    `Re: ${subject}`,
    'Nog een vraag over de stand.',
    `<gesprek-${stamp}-3@devries-bakkerij.nl>`,
    second,
  );
  await expect(rows).toHaveCount(1);
  await expect(rows.getByTestId('inbox-item-count')).toHaveText('3 berichten');
  await rows.click();
  await expect(detail.getByTestId('inbox-assignee')).toHaveValue(someone);
  await page.screenshot({ path: `${SCREENS}/inbox-conversation-reopened.png`, fullPage: true });
});
