import { describeError } from '@/components/ui/error-state';
import { AlertIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api-error';

export type ConnectProblem =
  | { kind: 'rejected' }
  | { kind: 'ended' }
  /** `send`: the key is known to hold the send permission (and nothing the dashboard reads). */
  | { kind: 'no-permission'; send?: boolean }
  | { kind: 'error'; error: unknown };

function words(problem: ConnectProblem): { title: string; body: string; requestId?: string } {
  switch (problem.kind) {
    case 'rejected':
      return {
        title: 'This key was not accepted',
        body: 'Check that you copied the whole key and that it has not been revoked.',
      };
    case 'ended':
      return {
        title: 'This key was not accepted',
        body: 'The service no longer accepts the key you were using: it was revoked, or the service restarted with a new store. Connect with a valid key: an admin can create one on the API keys page, and a service started with a new store prints a sign-in link.',
      };
    case 'no-permission':
      return problem.send
        ? {
            title: 'This key can only send messages',
            body: 'It is valid, but holds only the send permission, for submitting messages through the API. The dashboard needs a key with the stats or admin permission.',
          }
        : {
            title: 'This key has nothing to show here',
            body: 'It is valid, but has neither the admin nor the stats permission. The dashboard needs a key with the stats or admin permission.',
          };
    case 'error':
      return requestProblem(problem.error, "Couldn't connect");
  }
}

/** The connect form's one alert: announced when it appears, worded for what the person can do. */
export function ConnectError({ problem }: { problem: ConnectProblem }) {
  return <FormAlert {...words(problem)} />;
}

/** A sign-in form's one alert (a key, a password, an invitation): a title, what to do, a request id. */
export function FormAlert({ title, body, requestId }: { title: string; body: string; requestId?: string }) {
  return (
    <div role="alert" className="flex gap-2.5 rounded-md bg-red-50 p-3 text-sm dark:bg-red-950/40">
      <AlertIcon size={4} className="mt-0.5 shrink-0 text-red-600 dark:text-red-400" />
      <div className="flex flex-col gap-1">
        <p className="font-medium text-red-900 dark:text-red-200">{title}</p>
        <p className="text-red-800 dark:text-red-300">{body}</p>
        {requestId && (
          <p className="text-xs text-red-700/80 dark:text-red-300/70">
            Request ID: <code className="font-mono select-all">{requestId}</code>
          </p>
        )}
      </div>
    </div>
  );
}

/** A failed sign-in request, said for the form: the service's own words, or that it can't be reached. */
export function requestProblem(
  error: unknown,
  title: string,
): { title: string; body: string; requestId?: string } {
  if (isApiError(error) && error.code === 'network_error')
    return {
      title: "Can't reach the service",
      body: 'Check your connection, or that the service is running, and try again.',
    };
  return { title, body: describeError(error), requestId: isApiError(error) ? error.requestId : undefined };
}
