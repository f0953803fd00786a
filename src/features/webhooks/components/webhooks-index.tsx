import { useState } from 'react';
import { BounceExplainer } from './bounce-explainer';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { useUrlState } from '@/lib/url-state';
import { AddWebhookDialog } from './add-webhook-dialog';
import { PlusIcon } from '@/components/ui/icons';
import { SigningGuide } from './signing-guide';
import { TabList, tabIds } from './tab-list';
import { WebhookList } from './webhook-list';
import { webhooksPageMeta } from '../page-meta';

const tabs = [
  { id: 'endpoints', label: 'Endpoints' },
  { id: 'verify', label: 'Verify a signature' },
  { id: 'explain', label: 'Explain a bounce' },
] as const;
type Tab = (typeof tabs)[number]['id'];
const defaults = { tab: 'endpoints' };

export function WebhooksIndex() {
  const [adding, setAdding] = useState(false);
  const [{ tab: tabParam }, update] = useUrlState(defaults);
  const tab: Tab = tabs.find((t) => t.id === tabParam)?.id ?? 'endpoints';
  const ids = tabIds('webhooks', tab);
  return (
    <>
      <PageHeader
        {...webhooksPageMeta}
        actions={
          <Button variant="primary" onClick={() => setAdding(true)}>
            <PlusIcon />
            Add webhook
          </Button>
        }
      />
      <TabList<Tab>
        scope="webhooks"
        label="Webhooks"
        items={tabs}
        selected={tab}
        onSelect={(id) => update({ tab: id })}
        className="mb-6"
      />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
        {tab === 'endpoints' && <WebhookList onAdd={() => setAdding(true)} />}
        {tab === 'verify' && <SigningGuide />}
        {tab === 'explain' && <BounceExplainer />}
      </div>
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
