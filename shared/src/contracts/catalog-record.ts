/**
 * A game's catalogue record: what the portal shows about a game without loading it (its card in the
 * gallery, its page's title and head metadata, search). The game owns it: it is written once in
 * `remotes/<slug>/game.descriptor.ts` with its card art beside it, the remote's build copies both into the
 * release (`catalog.json` and the art file), the release's registry entry carries the record, and the host
 * reads it from the registry. Plain data.
 */

/**
 * Category values a record may name: the gallery's six, and 'causal', a misspelling kept on purpose
 * (SPEC §3): it matches no category, so matching-card and falling-stars do not show under Casual Games.
 */
export const CATALOG_CATEGORIES = ['puzzle', 'logic', 'skill', 'word', 'casual', 'educational', 'causal'] as const;
export type CatalogCategory = (typeof CATALOG_CATEGORIES)[number];

/** Card art. Width and height are the picture's intrinsic size, so a card never shifts while it loads. */
export interface CatalogImage {
  /**
   * In the descriptor and the release: the art's file name beside the descriptor (e.g. `card.svg`). In the
   * registry entry it is relative to the entry, so it resolves into the release's own folder; the host
   * reads it as an absolute URL.
   */
  src: string;
  width: number;
  height: number;
  /** What the picture shows, for visitors who cannot see it. */
  alt: string;
}

/**
 * Head metadata of the game's page. An empty title or social title means "use the fallback",
 * '{Title} - Play Online for Free!' (SPEC §2: several newer games have no custom title).
 */
export interface CatalogMetadata {
  title: string;
  socialTitle: string;
  keywords: string;
  description: string;
}

export interface CatalogRecord {
  /** Gallery position: the gallery lists games by id. Unique across the catalogue (SPEC §3: 1 to 35 for the gallery games). */
  id: number;
  /** The page title and card label (SPEC §2: the slug with hyphens as spaces, words capitalised). */
  title: string;
  /** One line that says what the player does, for search and cards, e.g. 'Slide tiles and merge numbers to reach 2048'. */
  tagline: string;
  categories: readonly CatalogCategory[];
  /** Playable at /game/<slug> but not listed in the gallery (SPEC §1: path-puzzle-game). */
  hidden?: boolean;
  /**
   * The game has a daily puzzle, the same for everyone on a UTC day, opened at /game/<slug>?mode=daily: the
   * home page's Today section shows it as a tile with the player's progress (contracts/progress.ts).
   */
  daily?: boolean;
  image: CatalogImage;
  metadata: CatalogMetadata;
}

/** Longest description search engines show without cutting it off. */
export const MAX_DESCRIPTION_LENGTH = 160;
export const MAX_TITLE_LENGTH = 60;
export const MAX_TAGLINE_LENGTH = 70;
/** Card art is drawn for a card about 400 px wide; anything far larger is a mistake, not a picture. */
export const MAX_ART_SIDE = 2000;

/** An art file name beside the descriptor: no folders, so a release can only point into its own folder. */
const ART_FILE = /^[a-z0-9][a-z0-9._-]*\.(svg|png|webp|jpe?g|avif)$/i;

export function isArtFileName(value: unknown): value is string {
  return typeof value === 'string' && ART_FILE.test(value) && !value.includes('..');
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.trim() !== '' && value.length <= max && value === value.trim();
const isSide = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= MAX_ART_SIDE;

/** An art URL as the host holds it: absolute http(s), or a path on the host itself (its built-in snapshot's art). */
function isArtUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return /^https?:\/\//.test(value);
}

/**
 * What is wrong with a catalogue record, one line per problem; none when it is usable. `image.src` must be
 * an art file name (the form of the descriptor, the release and the registry file), or with `art: 'url'` a
 * resolved URL (the form the host holds). With `metadata: 'optional'` a record may come without its head
 * metadata (the form a page embeds for games other than its own).
 */
export function catalogRecordProblems(value: unknown, { art = 'file', metadata: metadataRule = 'required' }: { art?: 'file' | 'url'; metadata?: 'required' | 'optional' } = {}): string[] {
  if (!isRecord(value)) return ['catalogue record is not an object'];
  const problems: string[] = [];
  if (typeof value.id !== 'number' || !Number.isInteger(value.id) || value.id < 1) problems.push('id is not a positive whole number');
  if (!isText(value.title, MAX_TITLE_LENGTH)) problems.push(`title is not a text of 1 to ${MAX_TITLE_LENGTH} characters`);
  if (!isText(value.tagline, MAX_TAGLINE_LENGTH)) problems.push(`tagline is not one line of 1 to ${MAX_TAGLINE_LENGTH} characters`);
  else if (/[\n.]$/.test(value.tagline)) problems.push('tagline ends with a full stop');
  const categories = value.categories;
  if (!Array.isArray(categories) || !categories.every((c) => (CATALOG_CATEGORIES as readonly unknown[]).includes(c))) {
    problems.push(`categories is not a list of ${CATALOG_CATEGORIES.join(', ')}`);
  } else if (new Set(categories).size !== categories.length) problems.push('categories names a category twice');
  if (value.hidden !== undefined && typeof value.hidden !== 'boolean') problems.push('hidden is not true or false');
  if (value.daily !== undefined && typeof value.daily !== 'boolean') problems.push('daily is not true or false');
  const image = value.image;
  if (!isRecord(image)) problems.push('image is not an object');
  else {
    if (art === 'file' ? !isArtFileName(image.src) : !isArtUrl(image.src)) {
      problems.push(art === 'file' ? 'image.src is not the file name of the art beside the descriptor (e.g. card.svg)' : 'image.src is not a URL');
    }
    if (!isSide(image.width) || !isSide(image.height)) problems.push(`image width and height are not whole numbers of pixels up to ${MAX_ART_SIDE}`);
    if (!isText(image.alt, 300)) problems.push('image.alt does not say what the picture shows');
  }
  const metadata = value.metadata;
  if (metadata === undefined && metadataRule === 'optional') return problems;
  if (!isRecord(metadata)) problems.push('metadata is not an object');
  else {
    for (const key of ['title', 'socialTitle'] as const) {
      if (typeof metadata[key] !== 'string' || (metadata[key] as string).length > 90) problems.push(`metadata.${key} is not a text of at most 90 characters (empty for the fallback)`);
    }
    if (!isText(metadata.keywords, 300)) problems.push('metadata.keywords is empty');
    if (!isText(metadata.description, MAX_DESCRIPTION_LENGTH)) problems.push(`metadata.description is not a text of 1 to ${MAX_DESCRIPTION_LENGTH} characters`);
  }
  return problems;
}

/**
 * The record with its art resolved against `base` (the registry entry's URL); undefined unless the result
 * is an http(s) URL. Only the record's own fields are kept, so nothing else travels with it.
 */
export function resolveCatalogRecord(record: CatalogRecord, base: string): CatalogRecord | undefined {
  let src: string;
  try {
    const url = new URL(record.image.src, base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    src = url.toString();
  } catch {
    return undefined;
  }
  const { id, title, tagline, categories, hidden, daily, image, metadata } = record;
  return {
    id,
    title,
    tagline,
    categories: [...categories],
    ...(hidden ? { hidden: true } : {}),
    ...(daily ? { daily: true } : {}),
    image: { src, width: image.width, height: image.height, alt: image.alt },
    metadata: { title: metadata.title, socialTitle: metadata.socialTitle, keywords: metadata.keywords, description: metadata.description },
  };
}

/**
 * Why a registry entry's `catalog` field is unusable, if it is. An entry may have none (a release made
 * before games carried their record): the host then uses the record of its built-in snapshot.
 */
export function catalogFieldProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  const problems = catalogRecordProblems(value);
  return problems.length ? `catalogue record: ${problems.join('; ')}` : undefined;
}

/** A registry entry with its catalogue record (when it has one) resolved against the entry's URL. */
export function withCatalogRecord<T extends { entry: string }>(entry: T, catalog: unknown): T & { catalog?: CatalogRecord } {
  const resolved = catalog === undefined ? undefined : resolveCatalogRecord(catalog as CatalogRecord, entry.entry);
  return resolved ? { ...entry, catalog: resolved } : entry;
}
