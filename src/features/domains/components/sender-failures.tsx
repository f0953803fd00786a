import { useQuery } from '@tanstack/react-query';
import { Link } from '@/components/ui/link';
import { useExtension } from '@/lib/capabilities';
import { href } from '@/lib/href';
import { domainDetailQueries } from '../api/domain-queries';
import { DomainSection } from './domain-section';

const link = 'text-indigo-700 underline underline-offset-2 dark:text-indigo-300';

/**
 * Mail from this domain refused for the sender's own reasons (authentication, reputation, policy)
 * in the last 7 days: a count from the statistics when the service has that breakdown, and the
 * activity log filtered to them.
 */
export function SenderFailures({ domainId }: { domainId: number }) {
  const counted = useExtension('statsBounces', 'try');
  const count = useQuery({ ...domainDetailQueries.senderFailures(domainId), enabled: counted });
  const n = count.data;
  return (
    <DomainSection title="Sender-side failures, last 7 days">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {n === undefined
          ? 'Refusals that were about your sending, not the recipient: '
          : n === 0
            ? 'No refusals were about your sending. '
            : `${n} ${n === 1 ? 'failure was' : 'failures were'} about your sending, not the recipient: `}
        <Link
          to={href('messages', { domain: domainId, bounce_side: ['sender'], range: '7d' })}
          className={link}
        >
          see them in the activity log
        </Link>
        .
      </p>
    </DomainSection>
  );
}
