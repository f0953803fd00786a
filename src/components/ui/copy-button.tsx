import { useState } from 'react';
import { Button, type ButtonProps } from './button';

/**
 * Copies `value` to the clipboard and says so for two seconds ("Copied"), also to screen readers.
 * `what`: what is copied, for screen readers only ("Copy" beside many fields says which).
 */
export function CopyButton({
  value,
  label = 'Copy',
  what,
  ...rest
}: { value: string; label?: string; what?: string } & Omit<ButtonProps, 'onClick' | 'value'>) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    setTimeout(() => setState('idle'), 2000);
  };
  return (
    <Button size="sm" {...rest} onClick={() => void copy()} aria-live="polite">
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label}
      {/* The space outside the span: a name is built from text nodes, and a span's own edges are trimmed. */}
      {what && state === 'idle' && (
        <>
          {' '}
          <span className="sr-only">{what}</span>
        </>
      )}
    </Button>
  );
}
