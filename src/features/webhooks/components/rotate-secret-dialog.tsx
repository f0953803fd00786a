import { DateTime } from '@/components/ui/date-time';
import { useContractForm } from '@/components/ui/form';
import { FormDialog } from '@/components/ui/form-dialog';
import { rotateSecretBodySchema } from '@/contract';
import { useRotateSecret } from '../api/webhook-mutations';
import { RotationTiming, type RotationValues } from './rotation-timing';
import { SecretReveal } from './secret-reveal';

const initial: RotationValues = { when: 'now', hours: '24' };

/** Now is no body at all (what every service takes); later, the hours as typed (blank is no number). */
const toBody = ({ when, hours }: RotationValues) =>
  when === 'later' ? { activate_in_hours: hours.trim() === '' ? Number.NaN : Number(hours) } : {};

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
  // The contract's body, and a 400 about `activate_in_hours`, at the hours field.
  const form = useContractForm({
    schema: rotateSecretBodySchema,
    initial,
    toBody,
    fieldOf: (path) => (path[0] === 'activate_in_hours' ? 'hours' : null),
  });
  const close = () => {
    // Forget the new secret with the dialog: it is shown once.
    rotate.reset();
    form.reset();
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
      form={form}
      write={rotate}
      onValid={(body) => rotate.mutate(body)}
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
      formClassName="flex flex-col gap-3 text-sm text-zinc-700 dark:text-zinc-300"
    >
      {canStage && <RotationTiming />}
      <p>
        {form.values.when === 'later'
          ? 'Deliveries stay signed with the current secret until then; from that moment, queued retries included, they are signed with the new one. Give your receiver both secrets meanwhile.'
          : 'Every delivery from then on, queued retries included, is signed with the new secret, and signatures made with the old one stop verifying. Have your receiver ready to take the new secret right away.'}
      </p>
    </FormDialog>
  );
}
