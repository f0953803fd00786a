import { useNavigate } from 'react-router-dom';
import type { DomainDetail } from '@/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { href } from '@/lib/href';
import { isolate } from '@/lib/format';
import { useDeleteDomain } from '../api/domain-mutations';

export function DeleteDomainDialog({ domain, onClose }: { domain: DomainDetail; onClose: () => void }) {
  const remove = useDeleteDomain(domain.id);
  const toast = useToast();
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      onClose={onClose}
      busy={remove.isPending}
      title={`Delete ${domain.name}?`}
      consequence="The service forgets the domain, its DKIM keys and its check history, and stops watching its DNS. Mail signed with its keys fails DKIM once the keys are gone; remove the records from DNS afterwards."
      confirmLabel="Delete domain"
      destructive
      onConfirm={() =>
        remove.mutate(undefined, {
          onSuccess: () => {
            toast({ tone: 'success', message: `Deleted ${isolate(domain.name)}` });
            void navigate(href('domains'));
          },
        })
      }
      error={remove.error}
      errorTitle="Couldn't delete the domain"
    />
  );
}
