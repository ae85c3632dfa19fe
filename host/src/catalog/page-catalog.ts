import { useSyncExternalStore } from 'react';
import { catalogRecordProblems, type CatalogRecord } from '@games/shared/contracts';
import { catalogOf, EMPTY_CATALOG, type Catalog, type PageRecord } from './catalog';

/**
 * The page's catalogue. The server renders every page with the catalogue it read from the live registry and
 * embeds those records in the page (<script id="portal-catalog" type="application/json">, data the CSP does
 * not run), so the client starts, and hydrates, with exactly what the server drew: no game list is built
 * into the client. The registry the client fetches anyway (one request per page) then adds what is newer.
 */
export const CATALOG_ELEMENT_ID = 'portal-catalog';

/**
 * The <script> that carries a catalogue in a page; '<' is escaped so the text can never close the tag. Every
 * game's card goes in (the gallery, suggestions and search draw them at once); head metadata only for the
 * game the page is about, `gameSlug`, which halves what each page carries.
 */
export function embeddedCatalogTag(catalog: Catalog, gameSlug?: string): string {
  const records = Object.fromEntries(Object.entries(catalog.records).map(([slug, { metadata, ...card }]) => [slug, slug === gameSlug && metadata ? { ...card, metadata } : card]));
  return `<script id="${CATALOG_ELEMENT_ID}" type="application/json">${JSON.stringify(records).replace(/</g, '\\u003c')}</script>`;
}

/** Records as they travel in a page or a registry, keeping only the usable ones (head metadata may be absent). */
export function usableRecords(value: unknown): Record<string, PageRecord> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter(([, record]) => catalogRecordProblems(record, { art: 'url', metadata: 'optional' }).length === 0)) as Record<string, PageRecord>;
}

/** The catalogue the page was served with; empty without one (a test page, a broken page). */
export function readEmbeddedCatalog(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): Catalog {
  const text = doc?.getElementById(CATALOG_ELEMENT_ID)?.textContent;
  if (!text) return EMPTY_CATALOG;
  try {
    return catalogOf(usableRecords(JSON.parse(text)));
  } catch {
    return EMPTY_CATALOG;
  }
}

let current: Catalog | undefined;
const listeners = new Set<() => void>();
let sourceStarted = false;
/** Where newer records come from: the page's registry request (catalog-source.ts sets it at startup). */
let updates: (() => Promise<Readonly<Record<string, { catalog?: CatalogRecord }>>>) | undefined;

export function pageCatalog(): Catalog {
  current ??= readEmbeddedCatalog();
  return current;
}

/** Sets the page's catalogue: the server's before it renders a page (the one it embeds), a test's own. */
export function setPageCatalog(catalog: Catalog): void {
  current = catalog;
}

/**
 * Adds the records of a registry the client read. Games it lists replace or join the page's; games it does
 * not list stay (a game retired since the page was served leaves with the next page load, and a game the
 * registry does not list shows as coming soon).
 */
export function mergeRegistryRecords(games: Readonly<Record<string, { catalog?: CatalogRecord }>>): void {
  const fromRegistry = Object.fromEntries(Object.entries(games).flatMap(([slug, entry]) => (entry.catalog ? [[slug, entry.catalog]] : [])));
  const next = catalogOf({ ...pageCatalog().records, ...usableRecords(fromRegistry) });
  if (next.version === pageCatalog().version) return;
  current = next;
  for (const listener of listeners) listener();
}

/** Sets where newer records come from; the first component that reads the catalogue starts the request. */
export function setCatalogUpdates(source: typeof updates): void {
  updates = source;
  sourceStarted = false;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!sourceStarted && updates) {
    sourceStarted = true;
    updates().then(mergeRegistryRecords, () => {
      // Unreadable: the page keeps the catalogue it was served with; the next page asks again.
      sourceStarted = false;
    });
  }
  return () => listeners.delete(listener);
}

/** The page's catalogue for a component: what the server drew first, then what the registry adds. */
export function useCatalog(): Catalog {
  return useSyncExternalStore(subscribe, pageCatalog, pageCatalog);
}
