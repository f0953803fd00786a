import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { describeError } from '@/components/ui/error-state';
import { Field, Input, inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { exampleDelivery } from '../signature/example-delivery';
import { verifySignature, type VerifyResult } from '../signature/verify-signature';
import { CheckCircleIcon, XCircleIcon } from './feature-icons';
import { noteText } from './signature-notes';

const hasWebCrypto = () => typeof globalThis.crypto?.subtle?.sign === 'function';

/** Checks a signature entirely in the browser: nothing typed here is sent anywhere. */
export function SignatureVerifier() {
  const [body, setBody] = useState('');
  const [header, setHeader] = useState('');
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
      <div className="flex gap-2">
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
        {verify.data && <Verdict result={verify.data} />}
        {verify.error && (
          <p className="text-sm text-red-700 dark:text-red-300">{describeError(verify.error)}</p>
        )}
      </div>
    </form>
  );
}

function Verdict({ result }: { result: VerifyResult }) {
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
        <Icon className="size-5" />
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
