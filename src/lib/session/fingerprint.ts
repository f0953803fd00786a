/**
 * Short stand-ins for keys in query keys and React keys: a counter per distinct key, so the key
 * itself never lands in the query cache or devtools, and nothing about it can be derived.
 */
export function createFingerprints() {
  const fingerprints = new Map<string, string>();
  let counter = 0;
  return {
    of(key: string): string {
      if (!key) return 'none';
      let id = fingerprints.get(key);
      if (!id) {
        id = `k${++counter}`;
        fingerprints.set(key, id);
      }
      return id;
    },
    clear: () => fingerprints.clear(),
  };
}
