import { useRecipientSearch } from '../hooks/use-recipient-search';
import { RecentLookupsPanel } from './recent-lookups-panel';
import { Card } from '@/components/ui/card';

const simulator = 'font-mono text-xs text-zinc-800 dark:text-zinc-200';

/** Before any lookup: where IDs come from, and the way back to recent ones. */
export function LookupStart() {
  const byRecipient = useRecipientSearch();
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <Card
        as="section"
        aria-labelledby="where-heading"
        tone="dashed"
        padding="lg"
        className="text-sm text-zinc-600 dark:text-zinc-400"
      >
        <h2 id="where-heading" className="mb-2 font-semibold text-zinc-900 dark:text-zinc-100">
          Where to find a message ID
        </h2>
        <ul className="flex list-disc flex-col gap-1.5 pl-5">
          <li>
            In the API's answer when the message was sent: <code className={simulator}>data.message.id</code>.
          </li>
          <li>
            In every webhook delivery about it: <code className={simulator}>data.message_id</code>.
          </li>
          <li>In your application's logs, next to the recipient and subject.</li>
        </ul>
        <p className="mt-3">
          {byRecipient
            ? 'No ID at hand? Enter the recipient’s email address to list their recent messages, newest first.'
            : 'This service does not offer search by recipient, so a message ID is needed.'}
        </p>
      </Card>
      <RecentLookupsPanel />
    </div>
  );
}
