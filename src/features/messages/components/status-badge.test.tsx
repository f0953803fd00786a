import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messageStatuses } from '@/contract';
import { isFinalStatus, statusMeta } from '../lib/message-status';
import { aMessage } from '../test/fixtures';
import { MessageOverview } from './message-overview';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it.each(messageStatuses)('shows %s with its label, its own colour and a meaning in words', (status) => {
    render(<StatusBadge status={status} />);
    const { label, tone, meaning } = statusMeta[status];
    const badge = screen.getByText(label);
    expect(badge).toBeVisible();
    expect(badge.className).toMatch(tone === 'neutral' ? /zinc/ : /indigo|emerald|amber|red/);
    expect(meaning.length).toBeGreaterThan(30);
  });

  it('gives every status a different meaning', () => {
    const meanings = messageStatuses.map((s) => statusMeta[s].meaning);
    expect(new Set(meanings).size).toBe(messageStatuses.length);
  });

  it('treats only delivered, hard_bounced, complained and failed as final', () => {
    expect(messageStatuses.filter(isFinalStatus)).toEqual([
      'delivered',
      'hard_bounced',
      'complained',
      'failed',
    ]);
  });
});

describe('MessageOverview', () => {
  it.each(messageStatuses)('states the %s status and what it means', (status) => {
    render(<MessageOverview message={aMessage({ status })} events={[]} live={false} />);
    expect(screen.getByRole('heading', { name: 'Your receipt from Acme Shop' })).toBeVisible();
    expect(screen.getByText(statusMeta[status].label)).toBeVisible();
    expect(screen.getByText(statusMeta[status].meaning)).toBeVisible();
  });

  it('shows Live only while the message is on its way', () => {
    const { rerender } = render(
      <MessageOverview message={aMessage({ status: 'queued' })} events={[]} live />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Live');
    rerender(<MessageOverview message={aMessage()} events={[]} live={false} />);
    expect(screen.getByRole('status')).not.toHaveTextContent('Live');
  });
});
