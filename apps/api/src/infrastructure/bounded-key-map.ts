/**
 * Entries of one process by key, at most `maxKeys` of them: when full, lapsed entries go first,
 * then the oldest tenth, so a flood of keys (addresses, mostly) costs bounded memory. A forgotten
 * key starts afresh, as after a restart.
 */
export function createBoundedKeyMap<Entry>(maxKeys: number, lapsesAt: (entry: Entry) => number) {
  const entries = new Map<string, Entry>();

  function makeRoom(at: number) {
    for (const [key, entry] of entries) if (lapsesAt(entry) <= at) entries.delete(key);
    let surplus = entries.size - Math.floor(maxKeys * 0.9);
    for (const key of entries.keys()) {
      if (surplus-- <= 0) break;
      entries.delete(key);
    }
  }

  return {
    get: (key: string) => entries.get(key),
    /** The entry of `key` still live at `at`, else a fresh one from `start`. */
    current(key: string, at: number, start: () => Entry): Entry {
      let entry = entries.get(key);
      if (entry === undefined || lapsesAt(entry) <= at) {
        if (entry === undefined && entries.size >= maxKeys) makeRoom(at);
        entry = start();
        // Set again so the Map's order stays the order in which entries began.
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
  };
}
