import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { WebhookDetail } from './webhook-detail';
import { WebhooksIndex } from './webhooks-index';

/** `/webhooks` lists them (and hosts the signature tool); `/webhooks/:id` shows one with its log. */
export function WebhooksPage({ banner }: { banner?: ReactNode }) {
  const { id } = useParams();
  return id === undefined ? <WebhooksIndex banner={banner} /> : <WebhookDetail idParam={id} />;
}
