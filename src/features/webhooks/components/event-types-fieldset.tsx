import type { Ref } from 'react';
import { alertWebhookEventTypes, webhookEventTypes } from '@/contract';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/field';
import { useExtension } from '@/lib/capabilities';
import { alertEventTypeHints, eventTypeHints } from '../utils/event-types';

interface EventTypesFieldsetProps {
  ref?: Ref<HTMLFieldSetElement>;
  /** Event types by name: the spec's, and the alert events where the service offers alerts. */
  selected: ReadonlySet<string>;
  onChange: (next: ReadonlySet<string>) => void;
  error?: string | undefined;
  errorId: string;
}

/**
 * One checkbox per event type, named exactly by the type, with a line on what each means; the alert
 * events (`alert.triggered`, `alert.resolved`) too where the service offers alerts.
 */
export function EventTypesFieldset({ ref, selected, onChange, error, errorId }: EventTypesFieldsetProps) {
  const alerts = useExtension('listAlerts', 'proven');
  const shown: readonly string[] = alerts
    ? [...webhookEventTypes, ...alertWebhookEventTypes]
    : webhookEventTypes;
  const toggle = (type: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(type);
    else next.delete(type);
    onChange(next);
  };
  return (
    <fieldset ref={ref} aria-describedby={error ? errorId : undefined} className="relative min-w-0">
      <legend className="float-left w-full py-1.5 text-sm font-medium text-zinc-800 dark:text-zinc-200">
        Events
      </legend>
      <div className="absolute top-0 right-0 flex gap-1">
        <Button size="sm" variant="ghost" onClick={() => onChange(new Set(shown))}>
          Select all
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onChange(new Set())}>
          Clear
        </Button>
      </div>
      {error && (
        <p id={errorId} className="clear-both pt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
      <div className="clear-both grid gap-3 pt-3 sm:grid-cols-2">
        {webhookEventTypes.map((type) => (
          <Checkbox
            key={type}
            label={type}
            hint={eventTypeHints[type]}
            checked={selected.has(type)}
            onChange={(e) => toggle(type, e.target.checked)}
            aria-invalid={error ? true : undefined}
          />
        ))}
        {alerts &&
          alertWebhookEventTypes.map((type) => (
            <Checkbox
              key={type}
              label={type}
              hint={alertEventTypeHints[type]}
              checked={selected.has(type)}
              onChange={(e) => toggle(type, e.target.checked)}
              aria-invalid={error ? true : undefined}
            />
          ))}
      </div>
    </fieldset>
  );
}
