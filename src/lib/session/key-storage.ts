/** Where the API key is kept: sessionStorage (gone with the tab) unless remembered, then localStorage. */
export const keyStorageName = 'relaydesk.key';
export const returnToStorageName = 'relaydesk.returnTo';
/**
 * That this browser has a person signed in, as a mark (the session itself is an httpOnly cookie):
 * the boot script shows the page's prerendered frame on it, as on a key.
 */
export const personMarkStorageName = 'relaydesk.person';
/** A link's key while the open tabs are asked: this tab's storage, so a reload then does not lose it. */
export const linkKeyStorageName = 'relaydesk.linkKey';

export type StorageKind = 'session' | 'local';

export interface KeyStorage {
  read(kind: StorageKind, name: string): string | null;
  /** `null` removes the entry. */
  write(kind: StorageKind, name: string, value: string | null): void;
}

/**
 * The browser's two storages, each access guarded: storage can throw (disabled cookies, private
 * modes, quota), and then the app simply forgets sooner.
 */
export function browserKeyStorage(
  storages: Record<StorageKind, () => Storage | null> = {
    session: () => window.sessionStorage,
    local: () => window.localStorage,
  },
): KeyStorage {
  const open = (kind: StorageKind) => {
    try {
      return storages[kind]();
    } catch {
      return null;
    }
  };
  return {
    read(kind, name) {
      try {
        return open(kind)?.getItem(name) ?? null;
      } catch {
        return null;
      }
    },
    write(kind, name, value) {
      try {
        if (value === null) open(kind)?.removeItem(name);
        else open(kind)?.setItem(name, value);
      } catch {
        // Quota or access errors: the key just isn't kept across reloads.
      }
    },
  };
}
