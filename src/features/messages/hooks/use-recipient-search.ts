import { useQuery } from '@tanstack/react-query';
import { messageQueries } from '../api/message-queries';

/** Whether the service can list a recipient's messages (an extension); assumed until it says no. */
export function useRecipientSearch(): boolean {
  const { data } = useQuery(messageQueries.recipientSearch());
  return data ?? true;
}
