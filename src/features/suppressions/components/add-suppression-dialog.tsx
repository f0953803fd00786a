import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  createSuppressionBodySchema,
  localPartError,
  localPartLimit,
  type Suppression,
  type SuppressionReason,
} from '@/contract';
import { addressInput } from '@/components/ui/field';
import { FormField, FormInput, useContractForm } from '@/components/ui/form';
import { FormDialog } from '@/components/ui/form-dialog';
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

/** The contract's words for an address, said as what to type instead. */
function emailProblem(message: string, typed: string) {
  if (!typed.trim()) return 'Enter an email address.';
  if (message === localPartError)
    return `The part before the @ can be at most ${localPartLimit} characters (RFC 5321).`;
  return 'Enter a valid email address, like name@example.com.';
}

export function AddSuppressionDialog({
  open,
  onClose,
  initialEmail = '',
  onShow,
}: AddSuppressionDialogProps) {
  const add = useAddSuppression();
  const toast = useToast();
  const initial = () => ({ email: initialEmail, reason: 'manual' as SuppressionReason });
  const form = useContractForm({
    schema: createSuppressionBodySchema,
    initial,
    describe: (field, message, values) => (field === 'email' ? emailProblem(message, values.email) : message),
  });
  // Every opening starts fresh, with the address it was opened for; none keeps the last answer.
  const [shownOpen, setShownOpen] = useState(open);
  if (shownOpen !== open) {
    setShownOpen(open);
    if (open) form.reset(initial());
  }
  const close = () => {
    add.reset();
    onClose();
  };
  const existing = useConflictRow(add.error, add.variables?.email);
  const conflict = isApiError(add.error) && add.error.status === 409;

  return (
    <FormDialog
      open={open}
      onClose={close}
      title="Add suppression"
      description="The service will not deliver mail to this address until it is removed."
      confirmLabel="Add suppression"
      form={form}
      write={add}
      // A 409 is said below as what already blocks the address.
      failure={conflict ? null : "Couldn't add the address"}
      onValid={({ email, reason }) =>
        add.mutate(
          { email, reason },
          {
            onSuccess: (row) => {
              // The service may answer without the row: what was asked for is what was added.
              const shown = row ?? { email, reason };
              toast({
                tone: 'success',
                message: `${shown.email} is now suppressed (${reasonMeta[shown.reason].label.toLowerCase()}).`,
              });
              close();
            },
          },
        )
      }
      formClassName="flex flex-col gap-4"
    >
      <FormInput name="email" label="Email" {...addressInput('email')} placeholder="name@example.com" />
      <FormField<SuppressionReason>
        name="reason"
        label="Reason"
        hint={reasonMeta[form.values.reason].description}
      >
        {(control) => <ReasonSelect {...control} />}
      </FormField>
      {existing ? (
        <AlreadySuppressed
          row={existing}
          onShow={() => {
            add.reset();
            onShow(existing);
          }}
        />
      ) : (
        conflict && (
          <p role="alert" className="text-sm text-zinc-700 dark:text-zinc-300">
            This address is already suppressed. Looking up since when…
          </p>
        )
      )}
    </FormDialog>
  );
}
