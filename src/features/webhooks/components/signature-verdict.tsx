import { CopyButton } from '@/components/ui/copy-button';
import { cn } from '@/lib/cn';
import type { VerifyResult } from '../signature/verify-signature';
import { CheckCircleIcon, XCircleIcon } from '@/components/ui/icons';
import { noteText } from './signature-notes';

/** Valid or not, the signature this body and secret call for, and what probably went wrong. */
export function SignatureVerdict({ result }: { result: VerifyResult }) {
  const Icon = result.valid ? CheckCircleIcon : XCircleIcon;
  return (
    <div
      className={cn(
        'flex flex-col gap-3 rounded-lg border p-4 text-sm',
        result.valid
          ? 'border-emerald-200 bg-emerald-50 dark:border-emerald-900/60 dark:bg-emerald-950/30'
          : 'border-red-200 bg-red-50 dark:border-red-900/60 dark:bg-red-950/30',
      )}
    >
      <p
        className={cn(
          'flex items-center gap-2 font-semibold',
          result.valid ? 'text-emerald-800 dark:text-emerald-300' : 'text-red-800 dark:text-red-300',
        )}
      >
        <Icon size={5} />
        {result.valid ? 'Valid signature' : 'Signature does not match'}
      </p>
      <div className="flex flex-col gap-1">
        <p className="text-xs text-zinc-600 dark:text-zinc-400">
          Expected signature for this body and secret
        </p>
        <div className="flex items-start gap-2">
          <code className="min-w-0 flex-1 rounded-md bg-white/70 px-2 py-1.5 font-mono text-xs break-all text-zinc-900 dark:bg-zinc-950/60 dark:text-zinc-100">
            {result.expected}
          </code>
          <CopyButton value={result.expected} label="Copy expected signature" variant="ghost" />
        </div>
      </div>
      {result.notes.length > 0 && (
        <ul className="flex flex-col gap-2 text-zinc-800 dark:text-zinc-200">
          {result.notes.map((n) => (
            <li key={n}>{noteText[n]}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
