import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { describeError } from '@/components/ui/error-state';
import { Field, Input, inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { exampleDelivery } from '../signature/example-delivery';
import { verifySignature } from '../signature/verify-signature';
import { SignatureVerdict } from './signature-verdict';

const hasWebCrypto = () => typeof globalThis.crypto?.subtle?.sign === 'function';

/** What "Verify this delivery" in a webhook's delivery log hands the checker. */
export interface VerifyState {
  verify?: { body: string; header: string };
  /** The webhook it came from, for the way back. */
  fromWebhook?: number;
}

/** Checks a signature entirely in the browser: nothing typed here is sent anywhere. */
export function SignatureVerifier() {
  // "Verify this delivery" in the delivery log opens this with the delivery's body and header.
  const given = (useLocation().state as VerifyState | null)?.verify;
  const [body, setBody] = useState(given?.body ?? '');
  const [header, setHeader] = useState(given?.header ?? '');
  const [secret, setSecret] = useState('');
  const [showSecret, setShowSecret] = useState(false);
  const [missing, setMissing] = useState(false);
  // Not a server call; a mutation just tracks the pending promise and its outcome.
  const verify = useMutation({ mutationFn: verifySignature, gcTime: 0 });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const incomplete = !body || !header.trim() || !secret;
    setMissing(incomplete);
    if (!incomplete) verify.mutate({ body, header, secret });
  };
  const edited = () => {
    if (verify.data || verify.error) verify.reset();
  };

  if (!hasWebCrypto()) {
    return (
      <p
        role="note"
        className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/30 dark:text-amber-200"
      >
        This browser offers WebCrypto only on pages served over HTTPS or from localhost, and the tool needs it
        to compute signatures locally. Open the dashboard over HTTPS to use it.
      </p>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Verify a signature" className="flex flex-col gap-4">
      <Field
        label="Raw request body"
        hint="Exactly the bytes your endpoint received, before any JSON parsing."
        error={missing && !body ? 'Paste the body.' : undefined}
      >
        {(control) => (
          <textarea
            {...control}
            rows={6}
            spellCheck={false}
            value={body}
            onChange={(e) => {
              setBody(e.target.value);
              edited();
            }}
            placeholder='{"event_type":"delivered","timestamp":"…","data":{"message_id":"…","subject":"…"}}'
            className={cn(inputClasses, 'h-auto py-2 font-mono text-xs leading-relaxed')}
          />
        )}
      </Field>
      <Field
        label="X-Service-Signature header"
        error={missing && !header.trim() ? 'Paste the header value.' : undefined}
      >
        {(control) => (
          <Input
            {...control}
            spellCheck={false}
            autoComplete="off"
            placeholder="sha256=…"
            value={header}
            onChange={(e) => {
              setHeader(e.target.value);
              edited();
            }}
            className="font-mono text-xs"
          />
        )}
      </Field>
      <Field
        label="Signing secret"
        hint="Stays in this tab: the check runs in your browser with WebCrypto."
        error={missing && !secret ? 'Paste the secret.' : undefined}
      >
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              type={showSecret ? 'text' : 'password'}
              spellCheck={false}
              autoComplete="off"
              placeholder="whsec_…"
              value={secret}
              onChange={(e) => {
                setSecret(e.target.value);
                edited();
              }}
              className="font-mono text-xs"
            />
            <Button
              aria-pressed={showSecret}
              onClick={() => setShowSecret((v) => !v)}
              className="w-20 shrink-0"
            >
              {showSecret ? 'Hide' : 'Show'}
            </Button>
          </div>
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="primary" loading={verify.isPending}>
          Verify signature
        </Button>
        <Button
          variant="ghost"
          onClick={() =>
            void exampleDelivery().then((example) => {
              setBody(example.body);
              setHeader(example.header);
              setSecret(example.secret);
              setMissing(false);
              verify.reset();
            })
          }
        >
          Fill in an example
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setBody('');
            setHeader('');
            setSecret('');
            setMissing(false);
            verify.reset();
          }}
        >
          Clear
        </Button>
      </div>
      <div role="status">
        {verify.data && <SignatureVerdict result={verify.data} />}
        {verify.error && (
          <p className="text-sm text-red-700 dark:text-red-300">{describeError(verify.error)}</p>
        )}
      </div>
    </form>
  );
}
