import { useExtension } from '@/lib/capabilities';

/**
 * Whether the service can list a recipient's messages (the message list, an extension): assumed until
 * a call to the list has said no.
 */
export function useRecipientSearch(): boolean {
  return useExtension('listMessages', 'try');
}
