import { EmptyState } from '@/components/ui/empty-state';
import { MailIcon } from '@/components/ui/icons';
import { usePermissions } from '@/lib/permissions';

export function MessageNotFound({ id }: { id: string }) {
  // Only a service that says how long it keeps history gets that reason; others get none.
  const retentionDays = usePermissions().data?.retentionDays;
  return (
    <EmptyState
      icon={<MailIcon size={6} />}
      title="No message with this ID"
      description={
        <>
          The service has no message <code className="font-mono text-xs break-all">{id}</code>. Check that the
          whole ID was copied, and that it comes from this service (not another account or environment).
          {retentionDays !== undefined && (
            <>
              {' '}
              Message history is kept for {retentionDays} {retentionDays === 1 ? 'day' : 'days'}, so an older
              message is no longer there.
            </>
          )}
        </>
      }
    />
  );
}
