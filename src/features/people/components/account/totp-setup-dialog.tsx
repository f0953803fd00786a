import { useEffect, useId } from 'react';
import { ContractForm } from '@/components/ui/form';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/skeleton';
import { useBeginTotp, useConfirmTotp } from '../../api/account-mutations';
import { CodeField, useCodeForm } from './code-field';
import { QrCode } from './qr-code';
import { RecoveryCodesDialog } from './recovery-codes';

/** The secret in groups of four, as authenticator apps show it and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Setting up a second factor: a new secret (a QR code, and the key in text to type instead), a
 * first code from the app to confirm it, then the ten recovery codes, shown once.
 */
export function TotpSetupDialog({ onClose, why }: { onClose: () => void; why?: string | undefined }) {
  const begin = useBeginTotp();
  const confirm = useConfirmTotp();
  const form = useCodeForm();
  const formId = useId();
  const { mutate: start } = begin;
  useEffect(() => start(), [start]);

  const codes = confirm.data?.recovery_codes;
  if (codes) {
    return (
      <RecoveryCodesDialog
        codes={codes}
        title="Your second factor is on"
        description="From now on you sign in with your password and a code from your app."
        onClose={onClose}
      />
    );
  }
  const enrollment = begin.data;
  return (
    <Dialog
      open
      onClose={onClose}
      busy={confirm.isPending}
      title="Set up a second factor"
      description={
        why ??
        'Scan the code with an authenticator app (1Password, Google Authenticator, Authy…), then enter the code it shows.'
      }
      footer={
        <DialogActions
          onCancel={onClose}
          confirmLabel="Turn on"
          form={enrollment ? formId : undefined}
          confirmDisabled={!enrollment}
          busy={confirm.isPending}
        />
      }
    >
      {begin.error != null ? (
        <ErrorState error={begin.error} title="Couldn't start the setup" onRetry={() => start()} />
      ) : !enrollment ? (
        <LoadingState label="Making a new secret…" />
      ) : (
        <div className="flex flex-col gap-5">
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <QrCode value={enrollment.otpauth_uri} />
            <div className="flex min-w-0 flex-col gap-2 text-sm">
              <p className="text-zinc-700 dark:text-zinc-300">Can't scan it? Enter this key in the app:</p>
              <code aria-label="Secret key" className="font-mono text-sm break-all">
                {grouped(enrollment.secret)}
              </code>
              <CopyButton
                value={enrollment.secret}
                label="Copy key"
                variant="secondary"
                className="self-start"
              />
            </div>
          </div>
          <ContractForm
            form={form}
            write={confirm}
            onValid={(body) => confirm.mutate(body)}
            failure="Couldn't turn it on"
            id={formId}
          >
            <CodeField hint="The 6-digit code your app shows now." focus />
          </ContractForm>
        </div>
      )}
    </Dialog>
  );
}
