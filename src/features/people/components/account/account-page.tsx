import { roleTable } from '@/contract';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { LockIcon } from '@/components/ui/icons';
import { Notice } from '@/components/ui/notice';
import { LoadingState } from '@/components/ui/skeleton';
import { useCaller } from '@/lib/powers';
import { useDocumentTitle } from '@/lib/use-document-title';
import { accountPageMeta } from '../../page-meta';
import { ChangePassword } from './change-password';
import { MySessions } from './my-sessions';
import { SecondFactor } from './second-factor';

const term = 'text-xs font-medium text-zinc-500 dark:text-zinc-400';

function AccountBody() {
  const { data, error, isPending } = useCaller();
  if (isPending) return <LoadingState label="Loading your account…" />;
  if (!data) return <ErrorState error={error} title="Couldn't load your account" />;
  const { person, mustSetUpTotp } = data;
  if (!person) {
    return (
      <Notice role="region" aria-label="Signed in with a key" icon={LockIcon}>
        <p className="font-medium">Signed in with an API key</p>
        <p>My account is for people who sign in with their email. A key has no password or second factor.</p>
      </Notice>
    );
  }
  const role = roleTable[person.role];
  return (
    <div className="flex flex-col gap-6">
      <Card title="You" padding="md">
        <dl className="grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className={term}>Name</dt>
            <dd className="wrap-anywhere">{person.name || '—'}</dd>
          </div>
          <div>
            <dt className={term}>Email</dt>
            <dd className="wrap-anywhere">{person.email}</dd>
          </div>
          <div>
            <dt className={term}>Role</dt>
            <dd>
              {role.label}
              <span className="block text-xs text-zinc-500 dark:text-zinc-400">{role.sentence}</span>
            </dd>
          </div>
        </dl>
      </Card>
      <SecondFactor person={person} mustSetUp={mustSetUpTotp} />
      {!person.sso && <ChangePassword />}
      <MySessions />
    </div>
  );
}

/** My account: who one is, one's password, second factor and sessions. */
export function AccountPage() {
  useDocumentTitle(accountPageMeta.title);
  return (
    <>
      <PageHeader {...accountPageMeta} />
      <AccountBody />
    </>
  );
}
