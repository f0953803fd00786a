import { screen, within } from '@testing-library/react';
import { http, type JsonBodyType } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { bounceClasses, bounceClassSide, classWords, type BounceClass } from '@/contract';
import { bounceClassLabels, bounceSideMeta } from '@/lib/labels/bounce-labels';
import { failureOutcomes, failureStory, type FailureOutcome } from '@/lib/failure-story';
import { session } from '@/lib/session';
import { api, errorBody, ok, reply, startMswServer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { aMessage, messageId } from '../test/fixtures';
import { MessagesPage } from './messages-page';

// One explanation per failure (issue 52): for every stored class and every outcome, the overview's
// summary, the timeline's row, the suppression panel's reason line and the advice say one thing.
const server = startMswServer();
afterEach(() => {
  session.signOut();
  localStorage.clear();
});

const path = `/messages/${messageId}`;
const to = 'someone@example.com';
const classification = (cls: BounceClass) => ({
  class: cls,
  side: bounceClassSide[cls],
  code: 550,
  enhanced: null,
  blocklist: null,
  ...classWords[cls],
});

/** The message, its events and the suppression list as the service would answer for an outcome. */
function answers(cls: BounceClass, outcome: FailureOutcome) {
  const c = classification(cls);
  const status = {
    retrying: 'deferred',
    gave_up: 'failed',
    suppressed: 'hard_bounced',
    kept: 'hard_bounced',
  }[outcome];
  const failure =
    outcome === 'retrying'
      ? { type: 'deferred', smtp_response: '451 Stored reply', classification: c }
      : outcome === 'gave_up'
        ? { type: 'failed', smtp_response: 'Gave up: 451 Stored reply', classification: c }
        : { type: 'bounced', bounce_type: 'hard', smtp_response: '550 Stored reply', classification: c };
  const events = [
    { type: 'queued', timestamp: '2026-11-21T10:00:00.000Z' },
    { ...failure, timestamp: '2026-11-21T10:00:01.000Z' },
  ];
  const suppressions =
    outcome === 'suppressed'
      ? [
          {
            id: 7,
            email: to,
            reason: 'hard_bounce',
            created_at: '2026-11-21T10:00:01.000Z',
            source: {
              type: 'automatic',
              message_id: messageId,
              smtp_response: '550 Stored reply',
              classification: c,
            },
          },
        ]
      : [];
  const message = aMessage({ status: status as never, delivered_at: null, to, classification: c });
  return [
    http.get(api(path), () => reply(200, ok({ message } as JsonBodyType))),
    http.get(api(`${path}/events`), () => reply(200, ok({ events } as JsonBodyType))),
    http.get(api('/messages'), () => reply(200, ok({ messages: [], next_cursor: null }))),
    http.get(api('/suppressions'), () =>
      reply(200, ok({ suppressions, total: suppressions.length, next_cursor: null } as JsonBodyType)),
    ),
    http.all(api('/*'), () => reply(404, errorBody('not_found', 'Not found.'))),
  ];
}

const cases = bounceClasses.flatMap((cls) => failureOutcomes.map((outcome) => [cls, outcome] as const));

describe('one explanation per failure', { timeout: 20_000 }, () => {
  it.each(cases)('%s, %s: summary, timeline, panel and advice agree', async (cls, outcome) => {
    server.use(...answers(cls, outcome));
    renderWithProviders(<MessagesPage />, {
      url: path,
      paths: ['/messages', '/messages/:id'],
      permissions: { admin: true, stats: true },
    });
    const story = failureStory(classification(cls), outcome);
    const header = (await screen.findByRole('heading', { name: 'Your receipt from Acme Shop' })).closest(
      'header',
    )!;
    // The suppression panel, once it has answered.
    const panel =
      outcome === 'suppressed'
        ? await screen.findByRole('region', { name: 'Suppression' })
        : await screen.findByText(/is not on the suppression list; the service sends to it/);

    // The summary: what it says of the address, what follows, what to do.
    expect(header).toHaveTextContent(story.address);
    expect(header).toHaveTextContent(story.consequence);
    expect(header).toHaveTextContent(`What to do: ${story.action}`);

    // The timeline's row: the same class and side, and the same advice.
    const row = within(screen.getByRole('list', { name: 'Events, oldest first' })).getAllByRole(
      'listitem',
    )[1]!;
    expect(row).toHaveTextContent(bounceClassLabels[cls]);
    expect(row).toHaveTextContent(bounceSideMeta[bounceClassSide[cls]].label);
    expect(row).toHaveTextContent(story.explanation!);
    expect(row).toHaveTextContent(`What to do: ${story.action}`);

    // The suppression panel's reason line.
    if (outcome === 'suppressed') expect(panel).toHaveTextContent(story.address);
    else expect(panel).toHaveTextContent(`${to} is not on the suppression list`);

    // The contradictions issue 52 names, anywhere on the page.
    const page = document.body;
    if (outcome !== 'retrying') {
      expect(page).not.toHaveTextContent(/let the retries run|will be retried|the service retries/i);
    }
    if (cls !== 'invalid_recipient') expect(page).not.toHaveTextContent(/does not exist/);
    if (bounceClassSide[cls] === 'sender') expect(header).toHaveTextContent('The address is probably fine');
  });
});
