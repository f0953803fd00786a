import type { Queryable } from '../../store/db';
import { findWebhook } from '../../store/repos/webhooks-repo';
import { NotFound } from '../errors';

/** Webhook `id`, or NotFound: what every write about one webhook checks first. */
export async function webhookOrNotFound(db: Queryable, id: number) {
  const webhook = await findWebhook(db, id);
  if (!webhook) throw new NotFound(`Webhook ${id}`);
  return webhook;
}
