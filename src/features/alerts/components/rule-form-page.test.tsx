import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { AlertPreviewData } from '@/contract';
import { api, errorBody, ok, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { preview, rule } from '../test/fixtures';
import { AlertsPage } from './alerts-page';

// recharts is its own chunk; here what it is given matters.
vi.mock('./preview-chart', () => ({
  default: ({ preview: p, rule: r }: { preview: AlertPreviewData; rule: { threshold: number } }) => (
    <p>
      Chart of {p.series[0]?.points.length} points against {r.threshold}, {p.spans.length} spans shaded
    </p>
  ),
}));

const server = startMswServer();
let previews: Record<string, unknown>[] = [];
let answer: AlertPreviewData = preview();

function service() {
  previews = [];
  answer = preview();
  server.use(
    http.post(api('/alert-rules/preview'), async ({ request }) => {
      previews.push((await request.json()) as Record<string, unknown>);
      return reply(200, ok(answer));
    }),
    http.get(api('/alert-rules'), () => reply(200, ok({ rules: [rule()] }))),
    http.get(api('/domains'), () => reply(200, ok({ domains: [{ id: 2, name: 'mail.example.com' }] }))),
    http.get(api('/webhooks'), () =>
      reply(
        200,
        ok({
          webhooks: [
            {
              id: 7,
              url: 'https://hooks.example.com/email',
              event_types: ['failed'],
              created_at: '2026-11-01T10:00:00.000Z',
            },
          ],
        }),
      ),
    ),
    http.get(api('/alerts'), () => reply(200, ok({ incidents: [], next_cursor: null, firing_total: 0 }))),
  );
}

const renderForm = (url = '/alerts/rules/new') =>
  renderWithProviders(<AlertsPage />, {
    url,
    paths: ['/alerts', '/alerts/rules/:id'],
    permissions: { admin: true, stats: true },
  });

/**
 * A save is over: back on the list, and what it asked for (the save invalidates the lists)
 * answered while this test's service still answers them.
 */
async function savedAndListed(location: () => string, queryClient: QueryClient) {
  await waitFor(() => expect(location()).toBe('/alerts'));
  // The list has mounted (a query it asks for is fetching from then on) before idle means done.
  await screen.findByRole('heading', { name: 'Rules' });
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

const field = (name: string | RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const number = (name: string | RegExp) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('rule form', { timeout: 20_000 }, () => {
  it('checks the rule with the contract before sending, each problem at its field', async () => {
    service();
    let posted = false;
    server.use(http.post(api('/alert-rules'), () => void (posted = true)));
    const user = userEvent.setup();
    renderForm();
    await user.clear(field(/Threshold/));
    await user.type(field(/Threshold/), '150');
    await user.type(field('Email addresses'), 'not-an-address');
    await user.clear(number('Window (minutes)'));
    await user.type(number('Window (minutes)'), '2');
    await user.click(screen.getByRole('button', { name: 'Create rule' }));

    expect(field('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(description(field('Name'))).toContain('Must not be empty.');
    expect(description(field(/Threshold/))).toContain('Enter a percentage from 0 to 100.');
    expect(description(field('Email addresses'))).toContain('Must be a valid email address.');
    expect(description(number('Window (minutes)'))).toContain(
      'Must be a whole number of minutes from 5 to 1440.',
    );
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(posted).toBe(false);
  });

  it('New rule opens the form with focus on its first field; Create rule brings focus to the new rule’s row', async () => {
    service();
    let created = false;
    server.use(
      http.post(api('/alert-rules'), async ({ request }) => {
        created = true;
        const body = (await request.json()) as { name: string };
        return reply(201, ok({ rule: rule({ id: 9, name: body.name }) }));
      }),
      http.get(api('/alert-rules'), () =>
        reply(200, ok({ rules: created ? [rule(), rule({ id: 9, name: 'Gmail bounces' })] : [rule()] })),
      ),
    );
    const user = userEvent.setup();
    const { location, queryClient } = renderForm('/alerts');
    await user.click(await screen.findByRole('link', { name: 'New rule' }));
    await waitFor(() => expect(field('Name')).toHaveFocus());

    await user.type(field('Name'), 'Gmail bounces');
    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    // Back on the list, focus is on the created rule's row, not lost to the page's body.
    await screen.findByRole('heading', { name: 'Rules' });
    await waitFor(() => expect(document.activeElement).not.toBe(document.body));
    const focused = document.activeElement as HTMLElement;
    expect(focused.tagName).toBe('TR');
    expect(focused).toHaveTextContent('Gmail bounces');
    await savedAndListed(location, queryClient);
  });

  it('Save rule brings focus back to the edited rule’s row', async () => {
    service();
    server.use(http.patch(api('/alert-rules/1'), () => reply(200, ok({ rule: rule() }))));
    const user = userEvent.setup();
    const { location, queryClient } = renderForm('/alerts/rules/1');
    await user.click(await screen.findByRole('button', { name: 'Save rule' }));
    await screen.findByRole('heading', { name: 'Rules' });
    await waitFor(() => expect((document.activeElement as HTMLElement).tagName).toBe('TR'));
    expect(document.activeElement).toHaveTextContent('Bounces over the SES line');
    await savedAndListed(location, queryClient);
  });

  it('fills metric, comparator and threshold from a suggested line in one click', async () => {
    service();
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: /^SES complaint pause/ }));
    expect(screen.getByRole('combobox', { name: 'Metric' })).toHaveValue('complaint_rate');
    expect(screen.getByRole('combobox', { name: 'Fires when the value is' })).toHaveValue('gte');
    expect(field(/Threshold/)).toHaveValue('0.5');
    expect(field('Name')).toHaveValue('SES complaint pause');
  });

  it('sends rates as fractions and shows the service’s refusal at the field it names', async () => {
    service();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post(api('/alert-rules'), async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return reply(
          400,
          errorBody('invalid_request', 'The rule is not valid.', [
            { field: 'channels.0.url', message: 'must not point at a private address' },
          ]),
        );
      }),
    );
    const user = userEvent.setup();
    renderForm();
    await user.type(field('Name'), 'Bounces');
    await user.type(
      screen.getByRole('textbox', { name: 'Slack incoming-webhook URL' }),
      'https://10.0.0.1/hook',
    );
    await user.click(screen.getByRole('checkbox', { name: 'Signed webhook events' }));
    await user.click(screen.getByRole('button', { name: 'Create rule' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({
      name: 'Bounces',
      metric: 'bounce_rate',
      comparator: 'gte',
      threshold: 0.05,
      window_minutes: 60,
      min_volume: 100,
      channels: [{ type: 'slack', url: 'https://10.0.0.1/hook' }, { type: 'webhook' }],
      enabled: true,
    });
    const slack = screen.getByRole('textbox', { name: 'Slack incoming-webhook URL' });
    await waitFor(() => expect(description(slack)).toContain('Must not point at a private address.'));
    expect(slack).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens prefilled from a link (the statistics page’s “Alert me when this happens”)', async () => {
    service();
    renderForm('/alerts/rules/new?metric=complaint_rate&comparator=gte&threshold=0.003&name=Complaints');
    expect(screen.getByRole('combobox', { name: 'Metric' })).toHaveValue('complaint_rate');
    expect(field(/Threshold/)).toHaveValue('0.3');
    expect(field('Name')).toHaveValue('Complaints');
  });

  it('opens prefilled with a provider and domain (the sender rules’ “Alert me before Gmail’s line”)', async () => {
    service();
    renderForm(
      '/alerts/rules/new?metric=complaint_rate&comparator=gte&threshold=0.001&provider=gmail&domain_id=2&name=Gmail',
    );
    expect(screen.getByRole('combobox', { name: 'Metric' })).toHaveValue('complaint_rate');
    expect(field(/Threshold/)).toHaveValue('0.1');
    expect(await screen.findByRole('combobox', { name: 'Mailbox provider' })).toHaveValue('gmail');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sending domain' })).toHaveValue('2'));
  });

  it('a link with values it cannot mean opens the plain form and a clean URL', async () => {
    service();
    const { location } = renderForm('/alerts/rules/new?metric=spam_rate&comparator=gte&threshold=abc&days=9');
    expect(screen.getByRole('combobox', { name: 'Metric' })).toHaveValue('bounce_rate');
    expect(screen.getByRole('combobox', { name: 'Fires when the value is' })).toHaveValue('gte');
    await waitFor(() => expect(location()).toBe('/alerts/rules/new?comparator=gte'));
  });

  it('edits a rule in place', async () => {
    service();
    let patched: Record<string, unknown> | undefined;
    server.use(
      http.patch(api('/alert-rules/:id'), async ({ request }) => {
        patched = (await request.json()) as Record<string, unknown>;
        return reply(200, ok({ rule: rule() }));
      }),
    );
    const user = userEvent.setup();
    const { location, queryClient } = renderForm('/alerts/rules/1');
    expect(
      await screen.findByRole('heading', { name: 'Edit rule: Bounces over the SES line' }),
    ).toBeInTheDocument();
    expect(field(/Threshold/)).toHaveValue('5');
    expect(field('Email addresses')).toHaveValue('oncall@example.com');
    await user.clear(field(/Threshold/));
    await user.type(field(/Threshold/), '10');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(patched).toMatchObject({
        threshold: 0.1,
        channels: [{ type: 'email', to: 'oncall@example.com' }],
      }),
    );
    await savedAndListed(location, queryClient);
  });

  it('keeps every Slack URL of a rule made with several, and takes a new one beside them', async () => {
    service();
    const slack = [
      'https://hooks.slack.com/services/T1/B1/one',
      'https://hooks.slack.com/services/T1/B2/two',
    ];
    let patched: Record<string, unknown> | undefined;
    server.use(
      http.get(api('/alert-rules'), () =>
        reply(200, ok({ rules: [rule({ channels: slack.map((url) => ({ type: 'slack', url })) })] })),
      ),
      http.patch(api('/alert-rules/:id'), async ({ request }) => {
        patched = (await request.json()) as Record<string, unknown>;
        return reply(200, ok({ rule: rule() }));
      }),
    );
    const user = userEvent.setup();
    const { location, queryClient } = renderForm('/alerts/rules/1');
    await waitFor(() => expect(field('Slack incoming-webhook URL')).toHaveValue(slack.join(' ')));
    await user.type(field('Slack incoming-webhook URL'), ' https://hooks.slack.com/services/T1/B3/three');
    await user.click(screen.getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(patched?.channels).toEqual([
        ...slack.map((url) => ({ type: 'slack', url })),
        { type: 'slack', url: 'https://hooks.slack.com/services/T1/B3/three' },
      ]),
    );
    await savedAndListed(location, queryClient);
  });
});

describe('rule preview', { timeout: 20_000 }, () => {
  it('replays the rule after the fields settle: the sentence and the chart, then 7 days on request', async () => {
    service();
    const user = userEvent.setup();
    renderForm();
    expect(
      await screen.findByText('Would have fired 3 times in the last 30 days, for 5 h in all.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('figure', { name: /Chart of the metric against the threshold/ }),
    ).toHaveTextContent('Chart of 2 points against 0.05, 3 spans shaded');
    const spans = within(screen.getByRole('list', { name: 'Would have fired' })).getAllByRole('listitem');
    expect(spans).toHaveLength(3);
    expect(spans[0]).toHaveTextContent('1 Nov, 01:00–03:00 UTC (2 h): worst 8% on 600 accepted messages');
    expect(previews).toHaveLength(1);
    // The replay resolves and reminds as the rule would: it is asked with those settings too.
    expect(previews[0]).toMatchObject({
      metric: 'bounce_rate',
      threshold: 0.05,
      window_minutes: 60,
      resolve_after_minutes: 60,
      reminder_hours: 24,
      days: 30,
    });

    answer = preview({ fired_count: 0, firing_minutes: 0, spans: [] });
    await user.click(screen.getByRole('button', { name: 'Last 7 days' }));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Would not have fired in the last 7 days.')).toBeInTheDocument();
    expect(previews.at(-1)).toMatchObject({ days: 7 });
  });

  it('marks the shown replay out of date from the first edit until the new one arrives', async () => {
    service();
    const user = userEvent.setup();
    renderForm();
    await screen.findByText('Would have fired 3 times in the last 30 days, for 5 h in all.');
    const shown = () => screen.getByText(/Would (not )?have fired/, { selector: 'p' }).parentElement!;
    await waitFor(() => expect(shown()).not.toHaveAttribute('aria-busy'));

    answer = preview({ fired_count: 0, firing_minutes: 0, spans: [] });
    await user.clear(field(/Threshold/));
    await user.type(field(/Threshold/), '9');
    // Still the old answer, for a rule the form no longer holds: out of date before it is asked again.
    expect(screen.getByText(/Would have fired 3 times/)).toBeInTheDocument();
    expect(shown()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('Would not have fired in the last 30 days.')).toBeInTheDocument();
    await waitFor(() => expect(shown()).not.toHaveAttribute('aria-busy'));
    expect(previews.at(-1)).toMatchObject({ threshold: 0.09 });
  });

  it('waits for a rule it can replay, and says when a metric has no history', async () => {
    service();
    const user = userEvent.setup();
    renderForm();
    await screen.findByText(/Would have fired/);
    answer = preview({
      unavailable: 'Webhook attempts are not kept per minute, so nothing can be replayed.',
    });
    await user.clear(field(/Threshold/));
    expect(
      await screen.findByText(
        'Fill in the metric, threshold and window to see how often this rule would have fired.',
      ),
    ).toBeInTheDocument();
    await user.type(field(/Threshold/), '20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Metric' }), 'webhook_failure_rate');
    expect(
      await screen.findByText('Webhook attempts are not kept per minute, so nothing can be replayed.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    // A webhook metric takes an endpoint, not a domain or provider.
    expect(
      await screen.findByRole('option', { name: 'https://hooks.example.com/email' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Mailbox provider' })).not.toBeInTheDocument();
    // One request for the settled fields, not one per keystroke.
    expect(previews.at(-1)).toMatchObject({ metric: 'webhook_failure_rate', threshold: 0.2 });
    expect(previews.length).toBeLessThanOrEqual(3);
  });

  it('asks no domain list of an admin-only key, and says why the names are missing', async () => {
    service();
    let domainReads = 0;
    server.use(
      http.get(api('/domains'), () => {
        domainReads++;
        return reply(403, errorBody('forbidden', 'This key lacks the stats permission.'));
      }),
    );
    server.use(http.get(api('/alert-rules'), () => reply(200, ok({ rules: [rule({ domain_id: 2 })] }))));
    renderWithProviders(<AlertsPage />, {
      url: '/alerts/rules/1',
      paths: ['/alerts', '/alerts/rules/:id'],
      permissions: { admin: true, stats: false },
    });
    const domain = await screen.findByRole('combobox', { name: 'Sending domain' });
    expect(description(domain)).toContain('Domain names need a key with the stats permission.');
    expect(description(domain)).not.toContain("Couldn't load the domains.");
    // A domain the rule already names stays chosen, by its number.
    expect(within(domain).getByRole('option', { name: 'Domain #2' })).toBeInTheDocument();
    expect(domainReads).toBe(0);
  });
});
