/**
 * What open tabs of this origin tell each other about the session. BroadcastChannel never leaves
 * the browser, and nothing is written to localStorage unless "Remember" is on.
 */
export type TabMessage =
  | { type: 'ask' }
  // `fromLink`: a tab signed in from a link because no tab answered its question in time.
  | { type: 'key'; key: string; fromLink?: true }
  | { type: 'signed-out' };

export interface TabChannel {
  post(message: TabMessage): void;
  /** Replaces any earlier listener. */
  listen(listener: (message: TabMessage) => void): void;
  close(): void;
}

export const sessionChannelName = 'relaydesk.session';

/** The channel between this tab and the others, or null where the browser has none. */
export function openTabChannel(name = sessionChannelName): TabChannel | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (listener) => {
      channel.onmessage = ({ data }: MessageEvent<TabMessage>) => listener(data);
    },
    close: () => channel.close(),
  };
}
