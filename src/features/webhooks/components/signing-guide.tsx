import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { ReceiverSnippets } from './receiver-snippets';
import { CommonMistakes } from './signature-notes';
import { SignatureVerifier, type VerifyState } from './signature-verifier';
import { Card as KitCard } from '@/components/ui/card';
import { href } from '@/lib/href';

// The kit's card, with this page's larger step headings.
const Card = ({ title, id, children }: { title: string; id: string; children: ReactNode }) => (
  <KitCard as="section" aria-labelledby={id} padding="lg" className="flex flex-col gap-4">
    <h2 id={id} className="text-base font-semibold text-zinc-900 dark:text-zinc-50">
      {title}
    </h2>
    {children}
  </KitCard>
);

/** The "Verify a signature" tab: how deliveries are signed, a checker, and receivers to copy. */
export function SigningGuide() {
  const fromWebhook = (useLocation().state as VerifyState | null)?.fromWebhook;
  return (
    <div className="flex flex-col gap-6">
      {typeof fromWebhook === 'number' && (
        <Link
          to={href('webhook', { id: fromWebhook })}
          className="self-start text-sm font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          ← Back to the webhook's deliveries
        </Link>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card title="Verify a signature" id="verify-heading">
          <SignatureVerifier />
        </Card>
        <div className="flex flex-col gap-6">
          <Card title="How deliveries are signed" id="signing-heading">
            <div className="flex flex-col gap-3 text-sm text-zinc-700 dark:text-zinc-300">
              <p>Each delivery is a POST with a JSON body and three headers:</p>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2 text-xs">
                <dt className="font-mono text-zinc-900 dark:text-zinc-100">X-Service-Signature</dt>
                <dd>
                  <code className="font-mono">sha256=</code> + lower-case hex HMAC-SHA256 of the raw body,
                  keyed with the webhook's secret
                </dd>
                <dt className="font-mono text-zinc-900 dark:text-zinc-100">X-Service-Event</dt>
                <dd>the event type, as in the body</dd>
                <dt className="font-mono text-zinc-900 dark:text-zinc-100">X-Service-Delivery-Id</dt>
                <dd>the same on every retry: use it to ignore duplicates (delivery is at-least-once)</dd>
              </dl>
              <p>
                Answer with any 2xx within 10 seconds. Anything else is retried; redirects are not followed.
              </p>
            </div>
          </Card>
          <Card title="Common mistakes" id="mistakes-heading">
            <CommonMistakes />
          </Card>
        </div>
      </div>
      <Card title="Verify in your receiver" id="receiver-heading">
        <p className="-mt-2 text-sm text-zinc-600 dark:text-zinc-400">
          Minimal endpoints that check the signature in constant time before trusting the body. Set{' '}
          <code className="font-mono text-xs">RELAYDESK_WEBHOOK_SECRET</code> to the webhook's secret.
        </p>
        <ReceiverSnippets />
      </Card>
    </div>
  );
}
