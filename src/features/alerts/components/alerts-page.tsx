import { useParams } from 'react-router-dom';
import { AlertsIndex } from './alerts-index';
import { RuleFormPage } from './rule-form-page';

/** `/alerts` lists incidents and rules; `/alerts/rules/new` and `/alerts/rules/:id` write one rule. */
export function AlertsPage() {
  const { id } = useParams();
  return id === undefined ? <AlertsIndex /> : <RuleFormPage key={id} idParam={id} />;
}
