import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { AlertIcon } from '@/components/ui/icons';
import { useExtensionAnswer } from '@/lib/capabilities';
import { usePageState } from '@/lib/page-state/page-state';
import { messagesPageState } from '@/lib/page-state/messages';
import { parseLookup } from '../lib/parse-lookup';
import { readRecipientView } from '../lib/recipient-view';
import { activityQueries } from '../api/activity-queries';
import { ActivityExplorer } from './activity-explorer';
import { LookupForm } from './lookup-form';
import { MessageListSkeleton } from './message-list';
import { LookupStart } from './lookup-start';
import { MessageDetail } from './message-detail';
import { RecentLookupsPanel } from './recent-lookups-panel';
import { RecipientResults } from './recipient-results';
import { messagesPageMeta } from '../page-meta';
import { href } from '@/lib/href';

function Invalid({ title, message }: { title: string; message: string }) {
  return (
    <EmptyState icon={<AlertIcon size={6} className="text-red-500" />} title={title} description={message} />
  );
}

/** `/messages/:id`: a deep link is checked like typed input; a sloppy but valid ID is tidied in place. */
function DetailRoute({ raw }: { raw: string }) {
  const { search } = useLocation();
  const lookup = parseLookup(raw, { allowEmail: false });
  if (lookup.kind !== 'id') {
    return (
      <Invalid
        title="Not a valid message ID"
        message={`“${raw}” is not a valid message ID. A message ID looks like 0b7e3f52-9c1d-4a8e-b2f4-6d5a1c9e8f30.`}
      />
    );
  }
  if (lookup.id !== raw)
    return <Navigate replace to={{ pathname: href('message', { id: lookup.id }), search }} />;
  return <MessageDetail key={lookup.id} id={lookup.id} />;
}

/** The activity log where the service has one; otherwise where message IDs come from. */
function ActivityOrStart() {
  const answer = useExtensionAnswer('listMessages');
  const probe = useQuery({ ...activityQueries.probe(), enabled: answer === 'unknown' });
  if (answer === 'unknown' && probe.isPending) return <MessageListSkeleton />;
  if (answer === 'offered') {
    return (
      <div className="flex flex-col gap-6">
        <ActivityExplorer />
        <RecentLookupsPanel />
      </div>
    );
  }
  return <LookupStart />;
}

export function MessagesPage() {
  const { id } = useParams();
  const [state, update] = usePageState(messagesPageState);
  const { to } = state;
  const recipient = readRecipientView(state);

  let content;
  if (id !== undefined) {
    content = <DetailRoute raw={id} />;
  } else if (recipient.kind === 'none') {
    content = <ActivityOrStart />;
  } else if (recipient.kind === 'invalid') {
    content = (
      <Invalid
        title="Not a valid email address"
        message={`“${recipient.to}” is not a valid email address.`}
      />
    );
  } else {
    content = <RecipientResults params={recipient.params} onChange={(patch) => update(patch)} />;
  }

  return (
    <>
      <PageHeader {...messagesPageMeta} />
      <LookupForm key={id ?? to} initial={id === undefined ? (to ?? '') : ''} />
      {content}
    </>
  );
}
