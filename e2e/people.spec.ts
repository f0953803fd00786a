import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { startSmtpRelay } from '../server/test/smtp-relay';
import { privatePort, privateService } from './support/spawn-service';

/**
 * People, end to end, against a private service of our own (its first start prints the Owner's
 * link) whose invitation emails go through a real SMTP server on loopback: the Owner sets a password
 * and a second factor, invites a Support person, who signs in and sees only what Support may; the
 * Owner removes them, and their open tab is signed out at its next request.
 */
const ownerLinkPattern = /(http:\/\/\S+\/invitation#token=[\w-]+)/;

/** A link in a mail's raw text, quoted-printable soft breaks and `=3D` undone. */
const linkIn = (raw: string) => {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  return /(http:\/\/\S+?\/invitation#token=[\w-]+)/.exec(text)?.[1];
};

const fillPassword = async (page: Page, password: string) => {
  await page.getByLabel(/^(New )?password$/i).fill(password);
};

test('the Owner signs up, turns on a second factor, invites Support, and removes them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const relay = await startSmtpRelay();
  const service = privateService(privatePort(9), {
    NOTIFY_SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
    SEED: 'none',
  });
  try {
    await service.start();
    await expect.poll(() => ownerLinkPattern.exec(service.output())?.[1], { timeout: 30_000 }).toBeTruthy();
    const ownerLink = ownerLinkPattern.exec(service.output())![1]!;
    const local = (link: string) => link.replace(/^https?:\/\/[^/]+/, service.url);

    // The first person sets the Owner's address, name and password.
    await page.goto(local(ownerLink));
    await expect(page).not.toHaveURL(/token=/);
    await expect(page.getByRole('heading', { name: 'Set up the Owner’s account' })).toBeVisible();
    await page.getByLabel('Your name').fill('Olga Owner');
    await page.getByLabel('Email').fill('olga@people-e2e.test');
    await fillPassword(page, 'a long owner passphrase 42');
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByRole('link', { name: 'Olga Owner' })).toBeVisible();

    // A second factor, from My account: the secret read off the page, a code made from it.
    await page.getByRole('link', { name: 'Olga Owner' }).click();
    await page.getByRole('button', { name: 'Set up a second factor' }).click();
    const setup = page.getByRole('dialog', { name: 'Set up a second factor' });
    const secret = (await setup.getByLabel('Secret key').innerText()).replace(/\s/g, '');
    await setup
      .getByLabel('Code from your app')
      .fill(new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    await setup.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByRole('dialog', { name: 'Your second factor is on' });
    await expect(codes.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
    await codes.getByLabel('I have saved them').check();
    await codes.getByRole('button', { name: 'Done' }).click();

    // The Owner invites a Support person; the invitation arrives by mail.
    await page.getByRole('link', { name: 'People' }).first().click();
    await page.getByRole('button', { name: 'Invite a person' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite a person' });
    await invite.getByLabel('Email').fill('sam@people-e2e.test');
    await invite.getByRole('radio', { name: /Support/ }).check();
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('row', { name: /sam@people-e2e\.test/ })).toContainText('Invited');
    await expect
      .poll(() => relay.received.find((m) => m.to.includes('sam@people-e2e.test')), { timeout: 30_000 })
      .toBeTruthy();
    const inviteLink = linkIn(relay.received.find((m) => m.to.includes('sam@people-e2e.test'))!.raw);
    expect(inviteLink).toBeTruthy();

    // Sam joins in a browser of their own and sees only what Support may.
    const samContext = await browser.newContext();
    const sam = await samContext.newPage();
    await sam.goto(local(inviteLink!));
    await expect(sam.getByRole('heading', { name: 'Join as Support' })).toBeVisible();
    await sam.getByLabel('Your name').fill('Sam Support');
    await fillPassword(sam, 'support is a calling 7');
    await sam.getByRole('button', { name: 'Join and sign in' }).click();
    const samNav = sam.getByRole('navigation', { name: 'Main' });
    await expect(samNav.getByRole('link', { name: 'Messages' })).toBeVisible();
    await expect(samNav.getByRole('link', { name: 'Suppressions' })).toBeVisible();
    // What Support may not open is locked in the navigation, saying why.
    for (const locked of ['People', 'Webhooks', 'API keys', 'Audit log', 'Alerts']) {
      await expect(samNav.getByRole('link', { name: locked })).toHaveAccessibleDescription(
        'not part of your role',
      );
    }
    await expect(samNav.getByRole('link', { name: 'Suppressions' })).not.toHaveAccessibleDescription(
      'not part of your role',
    );
    await sam.goto(`${service.url}/people`);
    await expect(sam.getByRole('region', { name: 'Not for your role' })).toContainText(
      'it is for Owner or Admin',
    );
    await sam.goto(`${service.url}/stats`);
    await expect(sam.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();

    // The Owner removes Sam; Sam's open tab is signed out at its next request.
    await page.reload();
    const row = page.getByRole('row', { name: /Sam Support/ });
    await row.getByRole('button', { name: /^Remove/ }).click();
    await page
      .getByRole('dialog', { name: 'Remove this person?' })
      .getByRole('button', { name: 'Remove person' })
      .click();
    await expect(page.getByRole('row', { name: /Sam Support/ })).toHaveCount(0);
    await samNav.getByRole('link', { name: 'Messages' }).click();
    await expect(sam).toHaveURL(/\/sign-in/, { timeout: 15_000 });
    await samContext.close();
  } finally {
    await service.dispose();
    await relay.close();
  }
});
