import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { describeError } from '@/components/ui/error-state';
import { isApiError } from '@/lib/api-error';
import { usePermissions, type KeyPermissions } from '@/lib/permissions';
import { probePermissions } from '@/lib/probe-permissions';
import { session, useApiKey } from '@/lib/session';

type Check =
  | { key: string; state: 'checking' }
  | { key: string; state: 'usable'; name: string | undefined }
  | { key: string; state: 'unusable'; permissions: KeyPermissions }
  | { key: string; state: 'failed'; error: unknown };

/**
 * The link's key, checked with the service before anyone is asked to switch to it. Straight through
 * probePermissions, not the query cache: a refused key there would count as the session's own 401
 * and sign everyone out.
 */
function useKeyCheck(key: string): Check {
  const [check, setCheck] = useState<Check>({ key, state: 'checking' });
  useEffect(() => {
    const controller = new AbortController();
    probePermissions(key, controller.signal).then(
      (permissions) =>
        setCheck(
          permissions.admin || permissions.stats
            ? { key, state: 'usable', name: permissions.name }
            : { key, state: 'unusable', permissions },
        ),
      (error: unknown) => {
        if (!controller.signal.aborted) setCheck({ key, state: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [key]);
  return check.key === key ? check : { key, state: 'checking' };
}

/** Only the last few characters of a long key: enough to tell keys apart, never enough to use one. */
function keyHint(key: string): string | undefined {
  return key.length >= 12 ? `…${key.slice(-4)}` : undefined;
}

function label(key: string, name: string | undefined, fallback: string, otherName: string | undefined) {
  const hint = keyHint(key);
  if (name === undefined) return hint ? `key ${hint}` : fallback;
  // Two keys may share a name: then the hint tells them apart.
  return name === otherName && hint ? `${name} (${hint})` : name;
}

/**
 * A `#key=` link opened while a session exists: "switch or keep?". Nothing changes, here or in other
 * tabs, until "Switch"; Escape, the backdrop and the default button keep the session in use.
 */
export function LinkKeyPrompt({ offeredKey }: { offeredKey: string }) {
  const currentKey = useApiKey();
  const current = usePermissions();
  const check = useKeyCheck(offeredKey);
  // Both names first, so the question never changes under the person's eyes.
  if (!currentKey || check.state === 'checking' || current.isPending) return null;

  const currentName = current.data?.name;
  const offeredName = check.state === 'usable' ? check.name : undefined;
  const currentLabel = label(currentKey, currentName, 'the current key', offeredName);
  const stillSignedIn = `You are still signed in as ${currentLabel}.`;

  if (check.state !== 'usable') {
    const { title, body } =
      check.state === 'unusable'
        ? {
            title: 'The key in this link has nothing to show here',
            body: 'It is valid, but has neither the admin nor the stats permission.',
          }
        : isApiError(check.error) && check.error.status === 401
          ? {
              title: 'The key in this link was not accepted',
              body: 'The service refused it: it may be mistyped or revoked.',
            }
          : { title: "Couldn't check the key in this link", body: describeError(check.error) };
    return (
      <Dialog
        open
        size="sm"
        onClose={session.declineOfferedKey}
        title={title}
        footer={<DialogActions confirmLabel="OK" onConfirm={session.declineOfferedKey} />}
      >
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          {body} {stillSignedIn}
        </p>
      </Dialog>
    );
  }

  return (
    <SwitchQuestion
      offeredLabel={label(offeredKey, offeredName, 'the key in the link', currentName)}
      currentLabel={currentLabel}
    />
  );
}

function SwitchQuestion({ offeredLabel, currentLabel }: { offeredLabel: string; currentLabel: string }) {
  const keep = useRef<HTMLButtonElement>(null);
  // The safe answer is the default, so Enter keeps the session in use. Focused here, after the
  // dialog's own effect opened it: `autoFocus` would fire while the <dialog> is still closed.
  useEffect(() => keep.current?.focus(), []);
  return (
    <Dialog
      open
      size="sm"
      onClose={session.declineOfferedKey}
      title={`Sign in as ${offeredLabel} instead of ${currentLabel}?`}
      description="A link opened in this tab carries another API key."
      footer={
        <DialogActions
          confirmLabel={`Keep ${currentLabel}`}
          onConfirm={session.declineOfferedKey}
          confirmRef={keep}
        >
          <Button onClick={session.acceptOfferedKey}>Switch to {offeredLabel}</Button>
        </DialogActions>
      }
    >
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        After a switch, every open Relaydesk tab uses <strong className="font-medium">{offeredLabel}</strong>,
        and whatever you do is done with that key and recorded under its name. If you did not expect this
        link, keep {currentLabel}.
      </p>
    </Dialog>
  );
}
