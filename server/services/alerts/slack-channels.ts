import type { AlertChannel } from '../../../src/contract';
import type { ServiceContext } from '../../context';
import { requireOutgoingUrl } from '../outgoing-url';

/** A Slack URL meets the webhooks' address rules: https, no internal address (and again at sending). */
export const requireSlackUrls = (ctx: ServiceContext, channels: readonly AlertChannel[] | undefined) =>
  channels?.forEach((c, i) => {
    if (c.type === 'slack') requireOutgoingUrl(ctx, c.url, `channels.${i}.url`);
  });
