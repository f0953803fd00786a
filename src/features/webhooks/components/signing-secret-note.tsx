import { DateTime } from '@/components/ui/date-time';
import { KeyIcon } from '@/components/ui/icons';

/** A staged rotation: which secret signs now, and when the new one takes over. */
export function SigningSecretNote({ takesOver }: { takesOver: string }) {
  return (
    <p
      role="note"
      className="mb-4 flex items-start gap-2 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm text-indigo-950 dark:border-indigo-900/60 dark:bg-indigo-950/30 dark:text-indigo-100"
    >
      <KeyIcon size={4} className="mt-0.5 shrink-0" />
      <span>
        Deliveries are signed with the current secret. New secret takes over at{' '}
        <DateTime iso={takesOver} mode="utc" />; from then on they are signed with the new one.
      </span>
    </p>
  );
}
