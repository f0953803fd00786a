import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { messageEventTypes, type MessageEvent } from '@/contract';
import { eventMeta } from '../lib/event-meta';
import { EventTimeline } from './event-timeline';

const at = (ms: number) => new Date(Date.parse('2026-11-21T10:00:00.000Z') + ms).toISOString();
const agent = 'Mozilla/5.0 (Macintosh) Safari/605.1.15';

function rows(events: MessageEvent[]) {
  // In a router: an explained failure links to the "Explain a bounce" page.
  render(
    <MemoryRouter>
      <EventTimeline events={events} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('list', { name: 'Events, oldest first' })).getAllByRole('listitem');
}

describe('EventTimeline', () => {
  it('renders every known event type in words, with its own icon, oldest first', () => {
    const events = messageEventTypes.map((type, i) => ({ type, timestamp: at(i * 1000) }));
    const items = rows(events);
    expect(items).toHaveLength(messageEventTypes.length);
    messageEventTypes.forEach((type, i) => {
      expect(items[i]).toHaveTextContent(eventMeta({ type }).title);
      expect(items[i]!.querySelector(`svg[data-icon="${type}"]`)).not.toBeNull();
    });
    const titles = new Set(messageEventTypes.map((type) => eventMeta({ type }).title));
    expect(titles.size).toBe(messageEventTypes.length);
  });

  it('shows the exact UTC time and the time since the previous step', () => {
    const items = rows([
      { type: 'queued', timestamp: at(0) },
      { type: 'sent', timestamp: at(150) },
      { type: 'delivered', timestamp: at(4350), tls: true },
    ]);
    expect(items[0]).toHaveTextContent('21 Nov 2026, 10:00:00 UTC');
    expect(items[0]).toHaveTextContent('first event');
    expect(items[1]).toHaveTextContent('+150 ms after the previous event');
    expect(items[2]).toHaveTextContent('+4.2 s after the previous event');
  });

  it('shows TLS on a delivery, and warns when it went without', () => {
    const [withTls, without] = rows([
      { type: 'delivered', timestamp: at(0), tls: true, mx_host: 'mx1.example.com', smtp_response: '250 OK' },
      { type: 'delivered', timestamp: at(10), tls: false },
    ]);
    expect(within(withTls!).getByText('TLS')).toBeVisible();
    expect(withTls!.querySelector('svg')).not.toBeNull();
    expect(withTls).toHaveTextContent('mx1.example.com');
    expect(withTls).toHaveTextContent('250 OK');
    expect(within(without!).getByText(/No TLS/)).toBeVisible();
  });

  it('shows the bounce type and the SMTP response', () => {
    const [hard, soft] = rows([
      { type: 'bounced', timestamp: at(0), bounce_type: 'hard', smtp_response: '550 5.1.1 No such user' },
      { type: 'bounced', timestamp: at(10), bounce_type: 'soft', smtp_response: '452 4.2.2 Mailbox full' },
    ]);
    expect(hard).toHaveTextContent('Hard bounce');
    expect(hard).toHaveTextContent('550 5.1.1 No such user');
    expect(soft).toHaveTextContent('Soft bounce');
    expect(soft).toHaveTextContent('452 4.2.2 Mailbox full');
  });

  it('shows the reply of a bounce the service did not classify as written, without a class of its own', () => {
    const reply = '550 5.1.1 <nobody@example.com>: Recipient address rejected: User unknown';
    const [bounced, deferred, delivered] = rows([
      { type: 'bounced', timestamp: at(0), bounce_type: 'hard', smtp_response: reply },
      {
        type: 'deferred',
        timestamp: at(10),
        smtp_response: '421 4.7.0 Try again later, closing connection.',
      },
      { type: 'delivered', timestamp: at(20), smtp_response: '250 2.0.0 OK' },
    ]);
    expect(bounced).toHaveTextContent(reply);
    // The console invents no class the service did not store: no side, no advice; it says so and
    // points to the Explain page, where a pasted reply gets the console's reading.
    for (const row of [bounced, deferred, delivered]) {
      expect(row).not.toHaveTextContent(/side/i);
      expect(within(row!).queryByText(/What to do:/)).toBeNull();
    }
    for (const row of [bounced, deferred]) {
      expect(row).toHaveTextContent('The service sent no classification for this reply');
      expect(within(row!).getByRole('link', { name: 'Paste it into Explain a bounce' })).toHaveAttribute(
        'href',
        '/bounces/explain',
      );
    }
    expect(delivered).not.toHaveTextContent('Why');
    expect(deferred).toHaveTextContent('421 4.7.0 Try again later');
  });

  it("uses the service's classification when the event carries one", () => {
    const [failed] = rows([
      {
        type: 'failed',
        timestamp: at(0),
        smtp_response: '554 5.7.1 Service unavailable',
        classification: {
          class: 'reputation',
          side: 'sender',
          code: 554,
          enhanced: '5.7.1',
          blocklist: 'Spamhaus ZEN',
          explanation: 'The service says: the sending IP is listed.',
          action: 'The service says: request delisting.',
        },
      },
    ]);
    expect(failed).toHaveTextContent('554 5.7.1 Service unavailable');
    expect(failed).toHaveTextContent('Sender reputation');
    expect(failed).toHaveTextContent('Your side');
    expect(failed).toHaveTextContent('Listed on Spamhaus ZEN');
    expect(failed).toHaveTextContent('The service says: the sending IP is listed.');
    expect(failed).toHaveTextContent('What to do: The service says: request delisting.');
  });

  it('shows the URL and user agent of opens and clicks; only http(s) URLs become links', () => {
    const [opened, clicked, evil] = rows([
      { type: 'opened', timestamp: at(0), user_agent: agent },
      { type: 'clicked', timestamp: at(10), url: 'https://example.com/welcome?a=1', user_agent: agent },
      { type: 'clicked', timestamp: at(20), url: 'javascript:alert(1)' },
    ]);
    expect(opened).toHaveTextContent(agent);
    expect(within(clicked!).getByRole('link', { name: 'https://example.com/welcome?a=1' })).toHaveAttribute(
      'href',
      'https://example.com/welcome?a=1',
    );
    expect(clicked).toHaveTextContent(agent);
    expect(evil).toHaveTextContent('javascript:alert(1)');
    expect(within(evil!).queryByRole('link')).toBeNull();
  });

  it('still renders an event type it does not know, with a generic icon and the raw type', () => {
    const [item] = rows([{ type: 'rendered_in_vr', timestamp: at(0) }]);
    expect(item).toHaveTextContent('rendered_in_vr');
    expect(item!.querySelector('svg[data-icon="generic"]')).not.toBeNull();
  });

  it('renders content from the API as text, never as HTML', () => {
    const [item] = rows([
      { type: '<img src=x onerror=alert(1)>', timestamp: at(0), smtp_response: '<b>550</b>' },
    ]);
    expect(item!.querySelector('img, b')).toBeNull();
    expect(item).toHaveTextContent('<b>550</b>');
  });

  it('says so when there are no events yet', () => {
    render(<EventTimeline events={[]} />);
    expect(screen.getByText('No events yet')).toBeVisible();
  });
});
