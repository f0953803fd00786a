import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import {
  emailSchema,
  localPartError,
  localPartLimit,
  type Suppression,
  type SuppressionReason,
} from '@/contract';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ErrorState } from '@/components/ui/error-state';
import { addressInput, Field, InputField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { existingFromConflict } from '../api/suppression-api';
import { useAddSuppression } from '../api/suppression-mutations';
import { suppressionQueries } from '../api/suppression-queries';
import { reasonMeta } from '../lib/reasons';
import { AlreadySuppressed } from './already-suppressed';
import { ReasonSelect } from './reason-select';

interface AddSuppressionDialogProps {
  open: boolean;
  onClose: () => void;
  /** Prefilled address (from the quick check). */
  initialEmail?: string;
  /** Show an existing row in the list (filters the list to it). */
  onShow: (row: Suppression) => void;
}

export function AddSuppressionDialog({ open, onClose, initialEmail, onShow }: AddSuppressionDialogProps) {
  const add = useAddSuppression();
  const formId = useId();
  // The next opening starts without this one's answer.
  const close = () => {
    add.reset();
    onClose();
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      busy={add.isPending}
      title="Add suppression"
      description="The service will not deliver mail to this address until it is removed."
      footer={
        <DialogActions onCancel={close} confirmLabel="Add suppression" form={formId} busy={add.isPending} />
      }
    >
      {/* Remounted on every opening, so the form always starts fresh. */}
      {open && (
        <AddSuppressionForm
          add={add}
          formId={formId}
          initialEmail={initialEmail}
          onAdded={close}
          onShow={(row) => {
            add.reset();
            onShow(row);
          }}
        />
      )}
    </Dialog>
  );
}

/**
 * The row behind a 409: from the answer's details when the service sends it (ours does), else
 * looked up, so the person always learns why and since when.
 */
function useConflictRow(error: unknown, email: string | undefined): Suppression | undefined {
  const fromDetails = existingFromConflict(error);
  const conflict = isApiError(error) && error.status === 409 && !fromDetails && email !== undefined;
  const lookup = useQuery({ ...suppressionQueries.check(email ?? ''), enabled: conflict });
  return fromDetails ?? (conflict ? (lookup.data ?? undefined) : undefined);
}

interface AddSuppressionFormProps {
  add: ReturnType<typeof useAddSuppression>;
  formId: string;
  initialEmail: string | undefined;
  onAdded: () => void;
  onShow: (row: Suppression) => void;
}

function AddSuppressionForm({ add, formId, initialEmail = '', onAdded, onShow }: AddSuppressionFormProps) {
  const toast = useToast();
  const [email, setEmail] = useState(initialEmail);
  const [reason, setReason] = useState<SuppressionReason>('manual');
  const [emailError, setEmailError] = useState<string | null>(null);
  const existing = useConflictRow(add.error, add.variables?.email);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      const tooLong = parsed.error.issues.some((issue) => issue.message === localPartError);
      setEmailError(
        !email.trim()
          ? 'Enter an email address.'
          : tooLong
            ? `The part before the @ can be at most ${localPartLimit} characters (RFC 5321).`
            : 'Enter a valid email address, like name@example.com.',
      );
      return;
    }
    setEmailError(null);
    add.mutate(
      { email: parsed.data, reason },
      {
        onSuccess: (row) => {
          // The service may answer without the row: what was asked for is what was added.
          const shown = row ?? { email: parsed.data, reason };
          toast({
            tone: 'success',
            message: `${shown.email} is now suppressed (${reasonMeta[shown.reason].label.toLowerCase()}).`,
          });
          onAdded();
        },
      },
    );
  };

  return (
    <form
      id={formId}
      noValidate
      onSubmit={onSubmit}
      aria-label="Add suppression"
      className="flex flex-col gap-4"
    >
      <InputField
        label="Email"
        error={emailError}
        {...addressInput('email')}
        placeholder="name@example.com"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          if (add.error) add.reset();
        }}
      />
      <Field label="Reason" hint={reasonMeta[reason].description}>
        {(control) => <ReasonSelect {...control} value={reason} onChange={setReason} />}
      </Field>
      {existing ? (
        <AlreadySuppressed row={existing} onShow={() => onShow(existing)} />
      ) : isApiError(add.error) && add.error.status === 409 ? (
        <p role="alert" className="text-sm text-zinc-700 dark:text-zinc-300">
          This address is already suppressed. Looking up since when…
        </p>
      ) : (
        add.error && <ErrorState error={add.error} title="Couldn't add the address" />
      )}
    </form>
  );
}
