import { useId, useState, type FormEvent } from 'react';
import { DateTime } from '@/components/ui/date-time';
import { FormDialog } from '@/components/ui/form-dialog';
import { maxRotationDelayHours } from '@/contract';
import { useRotateSecret } from '../api/webhook-mutations';
import { RotationTiming, type Timing } from './rotation-timing';
import { SecretReveal } from './secret-reveal';

export function RotateSecretDialog({
  webhookId,
  open,
  onClose,
  canStage,
}: {
  webhookId: number;
  open: boolean;
  onClose: () => void;
  /** The service reports `secret_rotates_at`: it can keep the current secret signing for a while. */
  canStage: boolean;
}) {
  const rotate = useRotateSecret(webhookId);
  const [timing, setTiming] = useState<Timing>({ when: 'now', hours: '24' });
  const hours = Number(timing.hours);
  const hoursValid =
    timing.when === 'now' ||
    (/^\d+(\.\d+)?$/.test(timing.hours) && hours > 0 && hours <= maxRotationDelayHours);
  const formId = useId();
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    if (hoursValid && !rotate.isPending) {
      rotate.mutate(timing.when === 'later' ? { activate_in_hours: hours } : {});
    }
  };
  const close = () => {
    // Forget the new secret with the dialog: it is shown once.
    rotate.reset();
    setTiming({ when: 'now', hours: '24' });
    onClose();
  };
  const secret = rotate.data?.webhook.secret;
  const takesOver = rotate.data?.webhook.secret_rotates_at;
  const askedToStage = rotate.variables?.activate_in_hours !== undefined;
  const outcome = !rotate.isSuccess
    ? null
    : !secret
      ? {
          title: 'Secret rotated',
          body: (
            <p className="text-sm text-zinc-700 dark:text-zinc-300">
              The service rotated the secret but did not send the new one with its answer. Find it where your
              service shows it, and update your receiver.
            </p>
          ),
        }
      : {
          title: 'New signing secret',
          body: takesOver ? (
            <div className="flex flex-col gap-4">
              <p role="status" className="text-sm text-zinc-700 dark:text-zinc-300">
                New secret takes over at <DateTime iso={takesOver} mode="utc" />. Until then deliveries are
                signed with the current secret.
              </p>
              <SecretReveal secret={secret} staged />
            </div>
          ) : (
            <>
              {askedToStage && (
                <p role="alert" className="mb-4 text-sm text-amber-800 dark:text-amber-300">
                  The service did not stage the rotation: the new secret replaced the old one at once.
                </p>
              )}
              <SecretReveal secret={secret} rotated />
            </>
          ),
        };
  return (
    <FormDialog
      open={open}
      onClose={close}
      write={rotate}
      failure="Couldn't rotate the secret"
      outcome={outcome}
      size="sm"
      title="Rotate the signing secret?"
      description={
        canStage
          ? 'A new secret replaces the current one now, or after the hours you choose.'
          : 'A new secret replaces the current one at once.'
      }
      confirmLabel="Rotate secret"
      confirmDisabled={!hoursValid}
      onSubmit={confirm}
      formId={formId}
      formClassName="flex flex-col gap-3 text-sm text-zinc-700 dark:text-zinc-300"
    >
      {canStage && <RotationTiming timing={timing} onChange={setTiming} valid={hoursValid} />}
      <p>
        {timing.when === 'later'
          ? 'Deliveries stay signed with the current secret until then; from that moment, queued retries included, they are signed with the new one. Give your receiver both secrets meanwhile.'
          : 'Every delivery from then on, queued retries included, is signed with the new secret, and signatures made with the old one stop verifying. Have your receiver ready to take the new secret right away.'}
      </p>
    </FormDialog>
  );
}
