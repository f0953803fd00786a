import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { usePageState } from '@/lib/page-state/page-state';
import { webhooksPageState } from '@/lib/page-state/webhooks';
import { AddWebhookDialog } from './add-webhook-dialog';
import { PlusIcon } from '@/components/ui/icons';
import { SigningGuide } from './signing-guide';
import { TabList, tabIds } from './tab-list';
import { WebhookList } from './webhook-list';
import { webhooksPageMeta } from '../page-meta';
import { href } from '@/lib/href';
import { useLacks } from '@/lib/permissions';

const tabs = [
  { id: 'endpoints', label: 'Endpoints' },
  { id: 'verify', label: 'Verify a signature' },
] as const;
type Tab = (typeof tabs)[number]['id'];

/** `banner`: a note from elsewhere in the console that concerns webhooks (firing webhook alerts). */
export function WebhooksIndex({ banner }: { banner?: ReactNode }) {
  const [adding, setAdding] = useState(false);
  // Adding, changing and deleting endpoints are hidden where the caller may only read them.
  const canManage = !useLacks('webhooks.manage');
  const [{ tab: tabParam }, update] = usePageState(webhooksPageState);
  const tab: Tab = tabParam === 'verify' ? 'verify' : 'endpoints';
  const ids = tabIds('webhooks', tab);
  // "Explain a bounce" was a tab here; it has its own page now, and old links still find it.
  if (tabParam === 'explain') return <Navigate to={href('bounceExplain')} replace />;
  return (
    <>
      <PageHeader
        {...webhooksPageMeta}
        actions={
          canManage && (
            <Button variant="primary" onClick={() => setAdding(true)}>
              <PlusIcon />
              Add webhook
            </Button>
          )
        }
      />
      {banner}
      <TabList<Tab>
        scope="webhooks"
        label="Webhooks"
        items={tabs}
        selected={tab}
        onSelect={(id) => update({ tab: id })}
        className="mb-6"
      />
      <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
        {tab === 'endpoints' && <WebhookList onAdd={canManage ? () => setAdding(true) : undefined} />}
        {tab === 'verify' && <SigningGuide />}
      </div>
      <AddWebhookDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
