import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DomainDetail } from '@/contract';
import { api, errorBody, ok, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { bounceTotals, brokenDomain, dkimRecord } from '../test/fixtures';
import { DomainsPage } from './domains-page';

const server = startMswServer();
const admin = { admin: true, stats: true };

function serve(domain: DomainDetail, sender = 4) {
  server.use(
    http.get(api('/domains/2'), () => reply(200, ok(domain))),
    http.get(api('/domains'), () => reply(200, ok({ domains: [domain] }))),
    http.get(api('/stats/bounces'), () => reply(200, ok(bounceTotals(sender)))),
    // The sender rules have their own tests (compliance.test.tsx): here a service without them.
    http.get(api('/compliance'), () => reply(404, errorBody('not_found', 'No such route.'))),
  );
}
const render = (url = '/domains/2') =>
  renderWithProviders(<DomainsPage />, { url, paths: ['/domains', '/domains/:id'], permissions: admin });
const records = () => screen.findByRole('table', { name: 'Records to publish' });
const rowOf = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });

describe('a domain’s page', () => {
  it('gives each record as a DNS form wants it, with found beside expected and the difference named', async () => {
    serve(brokenDomain);
    render();
    const table = await records();
    const dkim = rowOf(table, /^DKIM s1/);
    expect(within(dkim).getByText("Doesn't match")).toBeInTheDocument();
    expect(within(dkim).getByText('s1._domainkey')).toBeInTheDocument();
    expect(within(dkim).getByText('s1._domainkey.broken.example.test')).toBeInTheDocument();
    expect(within(dkim).getByText(/As 2 strings of at most 255 characters/)).toBeInTheDocument();
    expect(within(table).getByText('Found')).toBeInTheDocument();
    expect(within(table).getByText('Expected')).toBeInTheDocument();
    expect(within(table).getByText(/cut short: 255 of 318 characters/)).toBeInTheDocument();
    // Could not check is never shown as missing; the service's own reason is given.
    expect(within(rowOf(table, /^Return path/)).getByText('Could not check')).toBeInTheDocument();
    expect(within(table).getByText('The lookup timed out after 3 s.')).toBeInTheDocument();
    expect(within(rowOf(table, /^DMARC/)).getByText('Missing')).toBeInTheDocument();
    expect(within(rowOf(table, /^SPF/)).getByText('Verified')).toBeInTheDocument();
    expect(
      screen.getByText(/got no answer in time for: CNAME bounces\.broken\.example\.test/),
    ).toBeInTheDocument();
  });

  it('reads the DMARC record found and gives the path to enforcement', async () => {
    serve({
      ...brokenDomain,
      dmarc: { policy: 'none', pct: 100, rua: ['mailto:dmarc@broken.example.test'], adkim: 'r', aspf: 's' },
    });
    render();
    const found = await screen.findByText(/DMARC found:/);
    expect(found.parentElement).toHaveTextContent(
      'p=none; reports to mailto:dmarc@broken.example.test; DKIM alignment relaxed, SPF alignment strict.',
    );
    expect(found.parentElement).toHaveTextContent(/move to p=quarantine, then p=reject/);
  });

  it('copies a field from the keyboard and says "Copied"', async () => {
    serve(brokenDomain);
    const user = userEvent.setup();
    render();
    const table = await records();
    const copy = within(table).getByRole('button', { name: 'Copy DKIM s1 host' });
    copy.focus();
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe('s1._domainkey');
    expect(copy).toHaveTextContent('Copied');
    expect(copy).toHaveAttribute('aria-live', 'polite');
    await user.click(within(table).getByRole('button', { name: 'Copy DKIM s1 value' }));
    expect(await navigator.clipboard.readText()).toBe(dkimRecord.value);
  });

  it('checks now: busy while it runs, then what it found, in a live region', async () => {
    serve(brokenDomain);
    let answer: (value: Response) => void = () => {};
    const fixed: DomainDetail = {
      ...brokenDomain,
      health: 'ready',
      records: brokenDomain.records.map((r) => ({ ...r, status: 'verified', found: [r.value] })),
      last_check: null,
    };
    server.use(
      http.post(api('/domains/2/check'), () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const user = userEvent.setup();
    render();
    await records();
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    const button = screen.getByRole('button', { name: /Checking/ });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(/Checking broken\.example\.test's records/)).toHaveAttribute('role', 'status');
    answer(reply(200, ok(fixed)));
    expect(
      await screen.findByText('Checked broken.example.test: 4 of 4 records verified.'),
    ).toBeInTheDocument();
    expect(within(await records()).queryByText("Doesn't match")).toBeNull();
    expect(screen.getByRole('button', { name: 'Check now' })).not.toHaveAttribute('aria-busy');
  });

  it('keeps what the last check showed when Check now fails, and says why', async () => {
    serve(brokenDomain);
    server.use(
      http.post(api('/domains/2/check'), () => reply(503, errorBody('unavailable', 'The resolver is down'))),
    );
    const user = userEvent.setup();
    render();
    await records();
    await user.click(screen.getByRole('button', { name: 'Check now' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/Couldn't check the domain: what is shown is from the last check/);
    expect(alert).toHaveTextContent(/The resolver is down/);
    expect(within(await records()).getByText("Doesn't match")).toBeInTheDocument();
  });

  it('marks the record a failure pointed at (?record=dkim)', async () => {
    serve(brokenDomain);
    render('/domains/2?record=dkim');
    const table = await records();
    expect(within(rowOf(table, /^DKIM s1/)).getByText('The failure points here')).toBeInTheDocument();
    expect(within(table).getAllByText('The failure points here')).toHaveLength(1);
  });

  it('reads a refused blocklist query as could not check, and links a listing to its delisting page', async () => {
    serve(brokenDomain);
    render('/domains/2?section=blocklists');
    const lists = await screen.findByRole('table', { name: 'Blocklists' });
    const spamhaus = rowOf(lists, /Spamhaus ZEN/);
    expect(within(spamhaus).getByText('Could not check')).toBeInTheDocument();
    expect(within(spamhaus).queryByText('Listed')).toBeNull();
    const spamcop = rowOf(lists, /SpamCop/);
    expect(within(spamcop).getByText('Listed')).toBeInTheDocument();
    expect(within(spamcop).getByRole('link', { name: 'Request delisting from SpamCop' })).toHaveAttribute(
      'href',
      'https://www.spamcop.net/bl.shtml',
    );
    expect(screen.getByRole('region', { name: 'Blocklists' })).toHaveClass('ring-2');
  });

  it('counts the domain’s sender-side failures of 7 days and links to them in the activity log', async () => {
    serve(brokenDomain, 4);
    render();
    const link = await screen.findByRole('link', { name: 'see them in the activity log' });
    expect(await screen.findByText(/4 failures were about your sending/)).toBeInTheDocument();
    const target = new URL(link.getAttribute('href')!, 'http://x');
    expect(target.pathname).toBe('/messages');
    expect(Object.fromEntries(target.searchParams)).toEqual({
      domain: '2',
      bounce_side: 'sender',
      range: '7d',
    });
  });

  it('shows the history of changes: when, what, from and to', async () => {
    serve(brokenDomain);
    render();
    const history = await screen.findByRole('table', { name: 'Check history' });
    expect(within(history).getByText('DKIM s1')).toBeInTheDocument();
    expect(within(history).getByText('verified → mismatch')).toBeInTheDocument();
  });

  it('deletes after confirming, and goes back to the list', async () => {
    serve(brokenDomain);
    server.use(http.delete(api('/domains/2'), () => reply(200, ok({ id: 2, name: 'broken.example.test' }))));
    const user = userEvent.setup();
    const view = render();
    await records();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete broken.example.test?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete domain' }));
    await screen.findByRole('table', { name: 'Sending domains' });
    expect(view.location()).toBe('/domains');
  });

  it('says a service that lists the domain by name only has no page for it', async () => {
    server.use(
      http.get(api('/domains/2'), () =>
        reply(404, errorBody('not_found', 'There is no API route GET /domains/2.')),
      ),
      http.get(api('/domains'), () => reply(200, ok({ domains: [{ id: 2, name: 'broken.example.test' }] }))),
    );
    render();
    expect(await screen.findByText('This service has no page for broken.example.test')).toBeInTheDocument();
  });

  it('says there is no such domain on a 404', async () => {
    serve(brokenDomain);
    server.use(http.get(api('/domains/7'), () => reply(404, errorBody('not_found', 'No such domain'))));
    render('/domains/7');
    expect(await screen.findByText('No such domain')).toBeInTheDocument();
  });
});

describe('DKIM rotation', () => {
  const withNext = (status: 'pending' | 'verified'): DomainDetail => ({
    ...brokenDomain,
    records: [
      ...brokenDomain.records,
      {
        ...dkimRecord,
        selector: 's2',
        host: 's2._domainkey',
        fqdn: 's2._domainkey.broken.example.test',
        dkim_role: 'next',
        status,
      },
    ],
  });

  it('offers to publish a next key first, confirmed in a dialog', async () => {
    serve(brokenDomain);
    const sent: unknown[] = [];
    server.use(
      http.post(api('/domains/2/dkim-rotation'), async ({ request }) => {
        sent.push(await request.json());
        return reply(200, ok(withNext('pending')));
      }),
    );
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Publish next key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish next key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Publish next key' }));
    expect(await screen.findByRole('button', { name: 'Switch to next key' })).toBeDisabled();
    expect(sent).toEqual([{ step: 'publish_next' }]);
  });

  it('holds the switch until the next key is verified', async () => {
    serve(withNext('pending'));
    render();
    const button = await screen.findByRole('button', { name: 'Switch to next key' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/Publish the next key's record \(s2\._domainkey\)/);
  });

  it('switches once the next key is verified, and says a refused step', async () => {
    serve(withNext('verified'));
    server.use(
      http.post(api('/domains/2/dkim-rotation'), () =>
        reply(409, errorBody('conflict', 'The next key is not verified yet')),
      ),
    );
    const user = userEvent.setup();
    render();
    const button = await screen.findByRole('button', { name: 'Switch to next key' });
    expect(button).toBeEnabled();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Switch to next key?' });
    await user.click(within(dialog).getByRole('button', { name: 'Switch to next key' }));
    expect(await within(dialog).findByText(/The next key is not verified yet/)).toBeInTheDocument();
  });
});
