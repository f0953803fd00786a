import { FormDialog } from '@/components/ui/form-dialog';
import { useToast } from '@/components/ui/toast';
import { useRegenerateRecoveryCodes, useRemoveTotp } from '../../api/account-mutations';
import { CodeField, useCodeForm } from './code-field';
import { RecoveryCodesDialog } from './recovery-codes';

/** New recovery codes for a current code: the old ones stop working; the new ones are shown once. */
export function RegenerateCodesDialog({ onClose }: { onClose: () => void }) {
  const regenerate = useRegenerateRecoveryCodes();
  const form = useCodeForm();
  const codes = regenerate.data?.recovery_codes;
  if (codes) {
    return (
      <RecoveryCodesDialog
        codes={codes}
        title="New recovery codes"
        description="Your old recovery codes no longer work."
        onClose={onClose}
      />
    );
  }
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      write={regenerate}
      onValid={(body) => regenerate.mutate(body)}
      failure="Couldn't make new codes"
      title="Make new recovery codes?"
      description="Your old codes stop working. Enter a code from your app to go on."
      confirmLabel="Make new codes"
    >
      <CodeField />
    </FormDialog>
  );
}

/** Remove one's second factor with a current code; the service refuses while the Owner requires one. */
export function RemoveTotpDialog({ onClose }: { onClose: () => void }) {
  const remove = useRemoveTotp();
  const form = useCodeForm();
  const toast = useToast();
  return (
    <FormDialog
      open
      onClose={onClose}
      form={form}
      write={remove}
      onValid={(body) =>
        remove.mutate(body, {
          onSuccess: () => {
            toast({ tone: 'success', message: 'Your second factor is off' });
            onClose();
          },
        })
      }
      failure="Couldn't remove the second factor"
      title="Remove your second factor?"
      description="You will sign in with your password alone, and your recovery codes stop working."
      confirmLabel="Remove"
    >
      <CodeField label="Code from your app, or a recovery code" />
    </FormDialog>
  );
}
