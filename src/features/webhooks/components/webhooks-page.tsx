import { useParams } from 'react-router-dom';
import { WebhookDetail } from './webhook-detail';
import { WebhooksIndex } from './webhooks-index';

/** `/webhooks` lists them (and hosts the signature tool); `/webhooks/:id` shows one with its log. */
export function WebhooksPage() {
  const { id } = useParams();
  return id === undefined ? <WebhooksIndex /> : <WebhookDetail idParam={id} />;
}
