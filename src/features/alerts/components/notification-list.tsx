import { Link } from '@/components/ui/link';
import type { AlertNotification } from '@/contract';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { formatUtc } from '@/lib/format';
import { formatNumber } from '@/lib/format';
import { href } from '@/lib/href';

const channelNames = { email: 'Email', slack: 'Slack', webhook: 'Signed webhook events' } as const;
const stateTones: Record<AlertNotification['state'], BadgeTone> = {
  pending: 'warning',
  sent: 'success',
  failed: 'danger',
};

/** Who was told what, and how each attempt went; an email alert links to its own message timeline. */
export function NotificationList({ notifications }: { notifications: readonly AlertNotification[] }) {
  if (notifications.length === 0)
    return <p className="text-zinc-600 dark:text-zinc-400">No notifications: the rule has no channels.</p>;
  return (
    <ul aria-label="Notifications" className="flex flex-col gap-2">
      {notifications.map((n) => {
        const failures = n.attempts.filter((a) => !a.ok);
        return (
          <li key={n.id} className="flex flex-col gap-1">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-medium">{channelNames[n.channel]}</span>
              <span className="break-all text-zinc-600 dark:text-zinc-400">{n.target}</span>
              <Badge>{n.kind}</Badge>
              <Badge tone={stateTones[n.state]}>{n.state}</Badge>
              <span className="text-zinc-600 dark:text-zinc-400">
                {n.attempts.length === 1 ? '1 attempt' : `${formatNumber(n.attempts.length)} attempts`}
                {n.sent_at && `, sent ${formatUtc(n.sent_at)}`}
              </span>
              {n.message_id && (
                <Link
                  to={href('message', { id: n.message_id })}
                  className="font-medium text-indigo-700 underline underline-offset-2 hover:no-underline dark:text-indigo-300"
                >
                  Email timeline
                </Link>
              )}
            </p>
            {failures.length > 0 && (
              <ul aria-label="Failed attempts" className="ml-4 list-disc text-red-700 dark:text-red-300">
                {failures.map((a) => (
                  <li key={a.at}>
                    {formatUtc(a.at)}: {a.error ?? 'failed'}
                    {a.status_code !== null && ` (HTTP ${a.status_code})`}
                  </li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
