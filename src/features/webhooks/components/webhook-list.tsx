import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import type { Webhook } from '@/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryErrorState } from '@/components/ui/query-error-state';
import { ChevronRightIcon, PlusIcon, WebhookIcon } from '@/components/ui/icons';
import { Skeleton, skeletonPulse } from '@/components/ui/skeleton';
import { webhookQueries } from '../api/webhook-queries';
import { EventTypeChips } from './event-type-chips';
import { WebhookHealth } from './webhook-health';
import { WebhookUrl } from './webhook-url';
import { cardClasses } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { href } from '@/lib/href';

const columns = 'md:grid md:grid-cols-[minmax(0,2.4fr)_minmax(0,1.6fr)_minmax(0,1.7fr)_7rem_1rem] md:gap-6';

/** `onAdd`: absent where the caller may only read webhooks. */
export function WebhookList({ onAdd }: { onAdd?: (() => void) | undefined }) {
  const query = useQuery(webhookQueries.list());
  const { data, error, isPending } = query;
  if (isPending) return <ListSkeleton />;
  if (error) return <QueryErrorState query={query} title="Couldn't load the webhooks" />;
  if (data.webhooks.length === 0) {
    return (
      <EmptyState
        icon={<WebhookIcon size={6} />}
        title="No webhooks yet"
        description="Add an endpoint to receive delivered, bounced, complained and other events as signed HTTPS requests."
        action={
          onAdd && (
            <Button variant="primary" onClick={onAdd}>
              <PlusIcon />
              Add webhook
            </Button>
          )
        }
      />
    );
  }
  const showHealth = data.webhooks.some((w) => w.health);
  return (
    <div className={cn(cardClasses({ padding: 'none' }), 'overflow-hidden')}>
      <div
        aria-hidden="true"
        className={`hidden border-b border-zinc-200 bg-zinc-50 px-5 py-2.5 text-xs font-medium text-zinc-500 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400 ${columns}`}
      >
        <span>Endpoint</span>
        <span>Events</span>
        <span>{showHealth ? 'Health (24 h)' : ''}</span>
        <span>Created</span>
        <span />
      </div>
      <ul aria-label="Webhooks" className="divide-y divide-zinc-200 dark:divide-zinc-800">
        {data.webhooks.map((w) => (
          <WebhookRow key={w.id} webhook={w} />
        ))}
      </ul>
    </div>
  );
}

function WebhookRow({ webhook }: { webhook: Webhook }) {
  return (
    <li
      className={`group relative flex flex-col gap-3 px-5 py-4 transition-colors hover:bg-zinc-50 md:items-center dark:hover:bg-zinc-800/40 ${columns}`}
    >
      <Link
        to={href('webhook', { id: webhook.id })}
        className="min-w-0 rounded text-sm after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
      >
        <WebhookUrl url={webhook.url} />
        {webhook.enabled === false && (
          <Badge tone="warning" className="mt-1">
            Paused
          </Badge>
        )}
      </Link>
      <div className="min-w-0">
        <span className="sr-only">Events: </span>
        <EventTypeChips types={webhook.event_types} />
      </div>
      <div className="relative min-w-0">
        {webhook.health && (
          <>
            <span className="sr-only">Health: </span>
            <WebhookHealth health={webhook.health} />
          </>
        )}
      </div>
      <div className="relative text-xs text-zinc-500 dark:text-zinc-400">
        <span className="md:sr-only">Created </span>
        <DateTime iso={webhook.created_at} />
      </div>
      <ChevronRightIcon
        size={4}
        className="hidden text-zinc-400 group-hover:text-zinc-600 md:block dark:group-hover:text-zinc-300"
      />
    </li>
  );
}

function ListSkeleton() {
  return (
    <div role="status" className={cn(cardClasses({ tone: 'plain', padding: 'none' }), skeletonPulse)}>
      <span className="sr-only">Loading webhooks…</span>
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className={`flex flex-col gap-3 border-b border-zinc-200 px-5 py-5 last:border-0 dark:border-zinc-800 ${columns}`}
        >
          <Skeleton className="h-4 w-4/5" />
          <Skeleton className="h-4 w-3/5" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </div>
  );
}
