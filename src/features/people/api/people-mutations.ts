import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvitePersonBody, Role } from '@/contract';
import { callEndpoint } from '@/lib/call-endpoint';
import { peopleQueries } from '@/lib/people-queries';
import { refreshPersonSession } from '@/lib/powers';
import { peopleAdminQueries } from './people-queries';

/** A write about people: every list of them (and one's own session, which a role change may touch) is read again. */
function usePeopleWrite<A, R>(write: (arg: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: peopleQueries.all() }), refreshPersonSession()]),
  });
}

export const useInvitePerson = () =>
  usePeopleWrite((body: InvitePersonBody) => callEndpoint('invitePerson', { body }));

export const useUpdatePerson = () =>
  usePeopleWrite(({ id, role }: { id: number; role: Role }) =>
    callEndpoint('updatePerson', { params: { id }, body: { role } }),
  );

export const useRemovePerson = () =>
  usePeopleWrite((id: number) => callEndpoint('removePerson', { params: { id } }));

export const useResendInvitation = () =>
  usePeopleWrite((id: number) => callEndpoint('resendInvitation', { params: { id } }));

export const useResetPersonTotp = () =>
  usePeopleWrite((id: number) => callEndpoint('resetPersonTotp', { params: { id } }));

export function useRevokePersonSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpoint('revokePersonSessions', { params: { id } }),
    onSettled: (_data, _error, id) =>
      queryClient.invalidateQueries({ queryKey: peopleAdminQueries.sessions(id).queryKey }),
  });
}

export function useUpdateSignInSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requireTotp: boolean) =>
      callEndpoint('updateSignInSettings', { body: { require_totp: requireTotp } }),
    onSuccess: (settings) => {
      if (settings) queryClient.setQueryData(peopleAdminQueries.settings().queryKey, settings);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: peopleAdminQueries.settings().queryKey }),
        refreshPersonSession(),
      ]),
  });
}
