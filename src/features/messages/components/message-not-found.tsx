import { EmptyState } from '@/components/ui/empty-state';
import { MailIcon } from '@/components/ui/icons';

export function MessageNotFound({ id }: { id: string }) {
  return (
    <EmptyState
      icon={<MailIcon className="size-6" />}
      title="No message with this ID"
      description={
        <>
          The service has no message <code className="font-mono text-xs break-all">{id}</code>. Check that the
          whole ID was copied, and that it comes from this service (not another account or environment).
        </>
      }
    />
  );
}
