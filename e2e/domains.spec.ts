import { expect, test } from '@playwright/test';
import {
  startDnsFixtureServer,
  type DnsFixtureServer,
  type FixtureRecord,
} from '../server/test/dns/dns-fixture-server';
import { serviceRecords, world } from '../server/test/dns/sender-world';
import { privatePort, privateService } from './support/spawn-service';

/**
 * A sending domain from start to finish, in Chromium against a private service whose DNS is a
 * dnsmasq on loopback this spec starts: add it, copy its records, publish them, Check now → Ready;
 * break DKIM → Needs attention with found vs expected; an authentication bounce leads to the record.
 */
let key: string;
let dns: DnsFixtureServer;
let service: ReturnType<typeof privateService>;

test.beforeAll(async () => {
  dns = await startDnsFixtureServer({ records: serviceRecords() });
  service = privateService(privatePort(8), {
    DNS_SERVERS: dns.server,
    DNSBL_ZONES: world.dnsblZones,
    SPF_INCLUDE: world.spfInclude,
    RETURN_PATH_HOST: world.returnPathHost,
    SENDING_IPS: world.sendingIp,
    SIMULATOR_STEP_MS: '100',
  });
  key = service
    .keys('create', '--name', 'domains e2e', '--permissions', 'admin,stats,send')
    .trim()
    .split('\n')
    .at(-1)!;
  await service.start();
});
test.afterAll(async () => {
  await service?.stop();
  await dns?.stop();
});

test('add a domain, publish its records, check it, break DKIM, and follow a bounce to the record', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: service.url });
  await page.goto(`${service.url}/domains#key=${key}`);
  await expect(page.getByText('No sending domains yet')).toBeVisible();

  await page.getByRole('button', { name: 'Add domain' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add sending domain' });
  await dialog.getByLabel('Domain').fill('Shop.Example.TEST');
  await dialog.getByRole('button', { name: 'Add domain' }).click();
  await expect(page.getByRole('heading', { name: 'shop.example.test' })).toBeVisible();

  // Copy each record as a DNS provider's form wants it: the absolute name shown, the value copied.
  const table = page.getByRole('table', { name: 'Records to publish' });
  await expect(table.getByRole('rowheader')).toHaveCount(4);
  const copied = async (name: RegExp) => {
    await table.getByRole('button', { name }).click();
    return page.evaluate(() => navigator.clipboard.readText());
  };
  const spf = await copied(/^Copy SPF value$/);
  expect(spf).toBe(`v=spf1 include:${world.spfInclude} ~all`);
  const dkim = await copied(/^Copy DKIM \S+ value$/);
  expect(dkim).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/=]{300,}$/);
  const returnPath = await copied(/^Copy Return path value$/);
  expect(returnPath).toBe(world.returnPathHost);
  const dmarc = await copied(/^Copy DMARC value$/);
  expect(dmarc).toMatch(/^v=DMARC1; p=none; rua=mailto:/);
  const dkimHost = await copied(/^Copy DKIM \S+ host$/);
  const returnPathHost = await copied(/^Copy Return path host$/);
  const zone = 'shop.example.test';
  const strings = (v: string) => v.match(/.{1,255}/g)!;
  const publish = (dkimValue: string): FixtureRecord[] => [
    ...serviceRecords(),
    { type: 'TXT', name: zone, strings: [spf] },
    { type: 'TXT', name: `${dkimHost}.${zone}`, strings: strings(dkimValue) },
    { type: 'CNAME', name: `${returnPathHost}.${zone}`, target: returnPath },
    { type: 'TXT', name: `_dmarc.${zone}`, strings: [dmarc] },
  ];
  await dns.update({ records: publish(dkim) });

  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByRole('button', { name: 'Check now' })).toBeEnabled({ timeout: 15_000 });
  await expect(page.getByText('Ready', { exact: true }).first()).toBeVisible();
  await expect(table.getByText('Verified')).toHaveCount(4);

  // The DKIM key cut at 255 characters, as some DNS forms do: Needs attention, found beside expected.
  await dns.update({ records: publish(dkim.slice(0, 255)) });
  await page.getByRole('button', { name: 'Check now' }).click();
  await expect(page.getByText('Needs attention', { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  const dkimRow = table.getByRole('row').filter({ hasText: /DKIM/ });
  await expect(dkimRow.getByText("Doesn't match").first()).toBeVisible();
  await expect(page.getByText('Found', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Expected', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/truncated/i).first()).toBeVisible();

  // A message from the domain refused for its authentication leads back to the domain's records.
  const sent = await page.evaluate(
    async ({ key }) => {
      const res = await fetch('/api/v1/messages', {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          from: 'orders@shop.example.test',
          to: 'dmarc@gmail.com',
          subject: 'Your order',
          text: 'Thanks',
        }),
      });
      return (await res.json()) as { data: { message: { id: string } } };
    },
    { key },
  );
  await page.goto(`${service.url}/messages/${sent.data.message.id}`);
  const fix = page.getByRole('link', { name: "Check shop.example.test's DNS records" });
  await expect(fix).toBeVisible({ timeout: 30_000 });
  await fix.click();
  await expect(page.getByRole('heading', { name: 'shop.example.test' })).toBeVisible();
  await expect(page.getByText('The failure points here')).toBeVisible();
});
