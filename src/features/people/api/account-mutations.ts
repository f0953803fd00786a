import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/call-endpoint';
import { refreshPersonSession } from '@/lib/powers';
import { accountQueries } from './account-queries';

/** A change to one's own account: the session (second factor, must-set-up) and sessions are read again. */
function useAccountWrite<A, R>(write: (arg: A) => Promise<R>, { keep = true } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // Recovery codes are shown once: gone from the cache as soon as the dialog lets go of them.
    ...(keep ? {} : { gcTime: 0 }),
    mutationFn: write,
    onSettled: () =>
      Promise.all([
        refreshPersonSession(),
        queryClient.invalidateQueries({ queryKey: accountQueries.all() }),
      ]),
  });
}

export const useChangePassword = () =>
  useAccountWrite((body: { current_password: string; new_password: string }) =>
    callEndpoint('changePassword', { body }),
  );

export const useBeginTotp = () =>
  useAccountWrite(() => callEndpoint('beginTotpEnrollment', {}), { keep: false });

/** A second-factor code the service checks: a TOTP code or an unused recovery code. */
type CodeBody = { code: string };

export const useConfirmTotp = () =>
  useAccountWrite((body: CodeBody) => callEndpoint('confirmTotpEnrollment', { body }), { keep: false });

export const useRemoveTotp = () => useAccountWrite((body: CodeBody) => callEndpoint('removeTotp', { body }));

export const useRegenerateRecoveryCodes = () =>
  useAccountWrite((body: CodeBody) => callEndpoint('regenerateRecoveryCodes', { body }), { keep: false });

export const useRevokeMySession = () =>
  useAccountWrite((id: string) => callEndpoint('revokeMySession', { params: { id } }));

export const useRevokeMyOtherSessions = () =>
  useAccountWrite(() => callEndpoint('revokeMyOtherSessions', {}));
