// Themed packs for kids: short, everyday words on one theme (animals, food…), played relaxed by default.
// Each pack's words and definitions are one asset (data-build/build-data.ts), fetched when the pack is chosen.

export const PACK_IDS = ['animals', 'food', 'body', 'plants', 'nature', 'things', 'places'] as const;
export type PackId = (typeof PACK_IDS)[number];

export const PACKS: Record<PackId, { label: string }> = {
  animals: { label: 'Animals' },
  food: { label: 'Food' },
  body: { label: 'My body' },
  plants: { label: 'Plants' },
  nature: { label: 'Land, sea & sky' },
  things: { label: 'Home & things' },
  places: { label: 'Places' },
};

export const isPackId = (value: unknown): value is PackId => typeof value === 'string' && (PACK_IDS as readonly string[]).includes(value);

/** Pack words are short: 3 to 6 letters. */
export const PACK_MIN_LENGTH = 3;
export const PACK_MAX_LENGTH = 6;
/** A pack round: ten words, shortest first. */
export const PACK_ROUND_WORDS = 10;
