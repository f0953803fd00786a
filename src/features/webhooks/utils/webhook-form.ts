import { webhookUrlProblem } from '@/contract';
import { isApiError } from '@/lib/api-error';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export interface WebhookFormProblems {
  url?: string;
  types?: string;
}

/** The form can't know whether the service allows loopback http, so it lets it through; the service decides. */
export function validateWebhookForm(url: string, types: ReadonlySet<string>): WebhookFormProblems {
  const urlProblem = url.trim()
    ? webhookUrlProblem(url.trim(), true)
    : 'enter the URL that should receive events';
  return {
    url: urlProblem ? capitalize(urlProblem) + '.' : undefined,
    types: types.size === 0 ? 'Choose at least one event type.' : undefined,
  };
}

/** The service's 400 names the field it refused: show its words next to that field. */
export function problemsFromService(error: unknown): WebhookFormProblems | null {
  if (!isApiError(error) || error.status !== 400) return null;
  const found: WebhookFormProblems = {};
  for (const d of error.details) {
    if (d.field === 'url') found.url = capitalize(d.message) + '.';
    else if (d.field?.startsWith('event_types')) found.types = capitalize(d.message) + '.';
  }
  return found.url || found.types ? found : null;
}
