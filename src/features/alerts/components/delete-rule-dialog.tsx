import type { AlertRule } from '@/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useToast } from '@/components/ui/toast';
import { isolate } from '@/lib/format';
import { useDeleteAlertRule } from '../api/alert-mutations';

export function DeleteRuleDialog({ rule, onClose }: { rule: AlertRule | null; onClose: () => void }) {
  const remove = useDeleteAlertRule();
  const toast = useToast();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={rule !== null}
      onClose={close}
      title={`Delete the rule “${rule?.name ?? ''}”?`}
      consequence="It stops watching at once; its incidents stay in the list as they are."
      confirmLabel="Delete rule"
      destructive
      busy={remove.isPending}
      error={remove.error}
      errorTitle="Couldn't delete the rule"
      onConfirm={() =>
        rule &&
        remove.mutate(rule.id, {
          onSuccess: () => {
            toast({ message: `Deleted the rule ${isolate(rule.name)}`, tone: 'success' });
            close();
          },
        })
      }
    />
  );
}
