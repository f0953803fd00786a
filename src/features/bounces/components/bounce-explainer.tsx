import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { BounceExplanation } from '@/components/bounces/bounce-explanation';
import { Button } from '@/components/ui/button';
import { Field, inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { explainBounce } from '../api/explain-replies';
import { formatNumber } from '@/lib/format';
import { cardClasses } from '@/components/ui/card';

const sourceNote = {
  service: 'Explained by the service.',
  local: 'Explained in this browser: the service offers no classifier, so the same rules ran here.',
} as const;

/** Paste a reply or a whole bounce message; each SMTP reply in it is explained. Text stays out of URLs. */
export function BounceExplainer() {
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const explain = useMutation({ mutationFn: explainBounce, gcTime: 0 });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(!text.trim());
    if (text.trim()) explain.mutate(text);
  };

  const result = explain.data;
  return (
    <div className="flex max-w-3xl flex-col gap-5">
      <form noValidate onSubmit={onSubmit} aria-label="Explain a bounce" className="flex flex-col gap-4">
        <Field
          label="SMTP reply or bounce message"
          hint="A single reply (550 5.1.1 …) or a whole bounce or NDR as you received it. Ctrl+Enter explains."
          error={missing ? 'Paste a reply or a bounce message.' : undefined}
        >
          {(control) => (
            <textarea
              {...control}
              rows={8}
              spellCheck={false}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                if (explain.data) explain.reset();
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
                  e.preventDefault();
                  e.currentTarget.form?.requestSubmit();
                }
              }}
              className={cn(inputClasses, 'h-auto min-h-40 font-mono text-xs')}
            />
          )}
        </Field>
        <div>
          <Button type="submit" variant="primary" disabled={explain.isPending}>
            {explain.isPending ? 'Explaining…' : 'Explain'}
          </Button>
        </div>
      </form>
      {result && (
        <section aria-label="Explanation" aria-live="polite" className="flex flex-col gap-3">
          {result.replies.length === 0 ? (
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              No SMTP reply found in that text. Paste the part with the code, such as “550 5.1.1 …”.
            </p>
          ) : (
            <>
              <p className="text-xs text-zinc-500 dark:text-zinc-400">
                {result.replies.length === 1
                  ? '1 reply found. '
                  : `${formatNumber(result.replies.length)} replies found. `}
                {sourceNote[result.source]}
              </p>
              <ol className="flex flex-col gap-3">
                {result.replies.map(({ reply, classification }, i) => (
                  <li
                    key={i}
                    className={cn(cardClasses({ tone: 'plain', padding: 'sm' }), 'flex flex-col gap-2')}
                  >
                    <code className="font-mono text-xs break-all text-zinc-700 dark:text-zinc-300">
                      <bdi>{reply}</bdi>
                    </code>
                    <BounceExplanation classification={classification} />
                  </li>
                ))}
              </ol>
            </>
          )}
        </section>
      )}
    </div>
  );
}
