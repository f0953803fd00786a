import { alertWebhookEventTypes, webhookEventTypes } from '@/contract';
import { Button } from '@/components/ui/button';
import { FormCheckboxGroup } from '@/components/ui/form';
import { useExtension } from '@/lib/capabilities';
import { alertEventTypeHints, eventTypeHints } from '../utils/event-types';

const spec = webhookEventTypes.map((type) => ({ value: type, label: type, hint: eventTypeHints[type] }));
const alertTypes = alertWebhookEventTypes.map((type) => ({
  value: type,
  label: type,
  hint: alertEventTypeHints[type],
}));

/**
 * The form's `event_types`: one checkbox per event type, named exactly by the type, with a line on
 * what each means; the alert events (`alert.triggered`, `alert.resolved`) too where the service
 * offers alerts.
 */
export function EventTypesFieldset() {
  const alerts = useExtension('listAlerts', 'proven');
  const shown = alerts ? [...spec, ...alertTypes] : spec;
  return (
    <FormCheckboxGroup
      name="event_types"
      legend="Events"
      options={shown}
      className="sm:grid-cols-2"
      actions={(set) => (
        <>
          <Button size="sm" variant="ghost" onClick={() => set(shown.map((o) => o.value))}>
            Select all
          </Button>
          <Button size="sm" variant="ghost" onClick={() => set([])}>
            Clear
          </Button>
        </>
      )}
    />
  );
}
