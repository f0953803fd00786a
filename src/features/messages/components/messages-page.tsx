import { Navigate, useLocation, useParams } from 'react-router-dom';
import { emailSchema, messageStatuses, type MessageStatus } from '@/contract';
import { PageHeader } from '@/components/layout/page-header';
import { EmptyState } from '@/components/ui/empty-state';
import { AlertIcon } from '@/components/ui/icons';
import { useUrlState } from '@/lib/url-state';
import { parseLookup } from '../lib/parse-lookup';
import { LookupForm } from './lookup-form';
import { LookupStart } from './lookup-start';
import { MessageDetail } from './message-detail';
import { RecipientResults } from './recipient-results';
import { messagesPageMeta } from '../page-meta';

const listDefaults = { to: '', status: '', cursor: '' };

function Invalid({ title, message }: { title: string; message: string }) {
  return (
    <EmptyState icon={<AlertIcon className="size-6 text-red-500" />} title={title} description={message} />
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
  if (lookup.id !== raw) return <Navigate replace to={{ pathname: `/messages/${lookup.id}`, search }} />;
  return <MessageDetail key={lookup.id} id={lookup.id} />;
}

export function MessagesPage() {
  const { id } = useParams();
  const [{ to, status, cursor }, update] = useUrlState(listDefaults);
  const email = emailSchema.safeParse(to);
  const knownStatus = messageStatuses.includes(status as MessageStatus)
    ? (status as MessageStatus)
    : undefined;

  let content;
  if (id !== undefined) {
    content = <DetailRoute raw={id} />;
  } else if (!to) {
    content = <LookupStart />;
  } else if (!email.success) {
    content = <Invalid title="Not a valid email address" message={`“${to}” is not a valid email address.`} />;
  } else {
    content = (
      <RecipientResults
        params={{ to: email.data, status: knownStatus, cursor: cursor || undefined }}
        onChange={(patch) => update(patch)}
      />
    );
  }

  return (
    <>
      <PageHeader {...messagesPageMeta} />
      <LookupForm key={id ?? to} initial={id === undefined ? to : ''} />
      {content}
    </>
  );
}
