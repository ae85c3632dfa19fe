// Records a game shows from a plain read on its first paint (records/peek.ts) and keeps with stores whose code
// loads after it, in the `game-kit-records` chunk (kept-stores.ts: the records document, its migrations and
// writes). Each change runs there on the records as kept, read afresh, and the records it leaves are shown;
// changes run in the order made (the first read before them). A chunk that cannot load leaves the records shown.
import { useCallback, useEffect, useRef, useState } from 'react';

export type KeptStores = typeof import('./kept-stores');

let chunk: Promise<KeptStores> | undefined;

/**
 * `peek`: the records of the first paint; `read`: the records as kept, read once the stores are there (the game's
 * records: its key does not change). `keep(run, now)` runs a change in the stores, showing `now` (the change made
 * on the records shown) until it is done; `latest` holds the records shown last, also after a change earlier in
 * the same event.
 */
export function useKeptRecords<T>(peek: () => T, read: (stores: KeptStores) => T) {
  const [records, setRecords] = useState(peek);
  const latest = useRef(records);
  latest.current = records;
  const keep = useCallback((run: (stores: KeptStores) => T, now?: T) => {
    if (now) setRecords((latest.current = now));
    void (chunk ??= import(/* webpackChunkName: "game-kit-records" */ './kept-stores'))
      .then((stores) => setRecords((latest.current = run(stores))))
      // Fetched once per page, again after a failed fetch (the records shown stay until then).
      .catch(() => void (chunk = undefined));
  }, []);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once: the records of the game opened
  useEffect(() => keep(read), []);
  return { records, latest, keep };
}
