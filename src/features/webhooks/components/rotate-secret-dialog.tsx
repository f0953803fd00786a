import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ErrorState } from '@/components/ui/error-state';
import { useRotateSecret } from '../api/webhook-mutations';
import { SecretReveal } from './secret-reveal';

export function RotateSecretDialog({
  webhookId,
  open,
  onClose,
}: {
  webhookId: number;
  open: boolean;
  onClose: () => void;
}) {
  const rotate = useRotateSecret(webhookId);
  const close = () => {
    // Forget the new secret with the dialog: it is shown once.
    rotate.reset();
    onClose();
  };
  const secret = rotate.data?.webhook.secret;
  if (rotate.isSuccess && !secret) {
    return (
      <Dialog
        open={open}
        onClose={close}
        title="Secret rotated"
        footer={
          <Button variant="primary" onClick={close}>
            Done
          </Button>
        }
      >
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          The service rotated the secret but did not send the new one with its answer. Find it where your
          service shows it, and update your receiver.
        </p>
      </Dialog>
    );
  }
  if (secret) {
    return (
      <Dialog
        open={open}
        onClose={close}
        title="New signing secret"
        footer={
          <Button variant="primary" onClick={close}>
            Done
          </Button>
        }
      >
        <SecretReveal secret={secret} rotated />
      </Dialog>
    );
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      busy={rotate.isPending}
      size="sm"
      title="Rotate the signing secret?"
      description="A new secret replaces the current one at once."
      footer={
        <>
          <Button onClick={close} disabled={rotate.isPending}>
            Cancel
          </Button>
          <Button variant="primary" loading={rotate.isPending} onClick={() => rotate.mutate({})}>
            Rotate secret
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-zinc-700 dark:text-zinc-300">
        <p>
          Every delivery from then on, queued retries included, is signed with the new secret, and signatures
          made with the old one stop verifying. Have your receiver ready to take the new secret right away.
        </p>
        {rotate.error && <ErrorState error={rotate.error} title="Couldn't rotate the secret" />}
      </div>
    </Dialog>
  );
}
