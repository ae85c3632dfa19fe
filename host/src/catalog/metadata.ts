import { MAX_DESCRIPTION_LENGTH } from '@games/shared/contracts';
import { categoryByKey, type Category, type CategoryKey } from './categories';
import { titleFromSlug, type GameRecord } from './catalog';

export { MAX_DESCRIPTION_LENGTH };

/** Head metadata of one page: what PageHead needs beyond the path. */
export interface PageMetadata {
  title: string;
  description: string;
  keywords: string;
  socialTitle: string;
}

/** The title used when a game has no custom one. */
export function fallbackGameTitle(slug: string): string {
  return `${titleFromSlug(slug)} - Play Online for Free!`;
}

/**
 * Metadata of one game page (its record's, `undefined` for a name outside the catalogue) with the fallback
 * applied to empty titles. A name outside the catalogue still gets usable, generic text so the head is never empty.
 */
export function gameMetadata(record: GameRecord | undefined, slug: string): PageMetadata {
  const authored = record?.metadata;
  const fallback = record ? `${record.title} - Play Online for Free!` : fallbackGameTitle(slug);
  if (!authored) {
    const title = record?.title ?? titleFromSlug(slug);
    return {
      title: fallback,
      socialTitle: fallback,
      keywords: `${title.toLowerCase()}, free online game, browser game`,
      description: `Play ${title} free in your browser. No sign-up and no download needed.`,
    };
  }
  return {
    keywords: authored.keywords,
    description: authored.description,
    title: authored.title || fallback,
    socialTitle: authored.socialTitle || fallback,
  };
}

interface GalleryMetadataText {
  /** Title before the site name is appended. */
  title: string;
  socialTitle: string;
  /** Given the number of games the gallery shows. */
  description: (gameCount: number) => string;
  keywords: string;
}

const GALLERY_METADATA: Readonly<Record<CategoryKey, GalleryMetadataText>> = {
  all: {
    title: 'Free Online Games - No Sign-Up, No Download',
    socialTitle: 'Free Brain, Puzzle and Word Games in Your Browser',
    keywords: 'free online games, browser games, puzzle games, brain games, word games, no download, no sign-up',
    description: (gameCount) => `Play ${gameCount} free puzzle, brain, word, skill and educational games right in your browser. No sign-up and no download needed.`,
  },
  puzzle: {
    title: 'Free Online Puzzle Games',
    socialTitle: 'Puzzle Games: Sudoku, Kakuro, 2048 and More',
    keywords: 'puzzle games, free puzzle games, online puzzles, sudoku, kakuro, nonogram, 2048, word search',
    description: () => 'Free online puzzle games: Sudoku, Kakuro, 2048, nonograms, word search and more. Every puzzle plays in your browser with no sign-up.',
  },
  logic: {
    title: 'Free Brain and Logic Games Online',
    socialTitle: 'Brain and Logic Games: Train Memory and Reasoning',
    keywords: 'brain games, logic games, logic puzzles, brain training, memory games, chess, queens, tango',
    description: () => 'Train memory, focus and reasoning with free brain and logic games: Queens, Tango, Binairo, chess, Reversi, memory trainers and more.',
  },
  skill: {
    title: 'Free Online Skill Games',
    socialTitle: 'Skill Games: Quick Hands, Sharp Plans',
    keywords: 'skill games, free skill games, arcade games, merge games, reflex games, 2048, falling stars',
    description: () => 'Free skill games that reward quick hands and sharp planning: 2048, Number Connect, Falling Stars, Zip, chess and more, no sign-up.',
  },
  word: {
    title: 'Free Online Word Games',
    socialTitle: 'Word Games: Connections, Quartiles, Word Search',
    keywords: 'word games, free word games, online word puzzles, anagrams, word search, connections, quartiles',
    description: () => 'Free online word games: Connections, Quartiles, Word Search, Word Boss, Crossclimb and more. Build your vocabulary while you play.',
  },
  casual: {
    title: 'Free Online Casual Games',
    socialTitle: 'Casual Games: Quick, Relaxing Fun',
    keywords: 'casual games, free casual games, relaxing games, quick games, tic tac toe, 2048, trivia quiz',
    description: () => 'Relaxing free casual games for a quick break: Tic Tac Toe, 2048, Reversi, Quiz Master, Zip and more. Play instantly in your browser.',
  },
  educational: {
    title: 'Free Educational Games Online',
    socialTitle: 'Educational Games: Learn While You Play',
    keywords: 'educational games, learning games, math games, vocabulary games, trivia, sudoku, word games for students',
    description: () => 'Free educational games for math, vocabulary and general knowledge: Arithmetic Game, Word Scramble, Quiz Master, Sudoku and more.',
  },
};

/** Metadata of the home gallery (/) or one category gallery, e.g. /puzzle-games, showing `gameCount` games. */
export function galleryMetadata(category: Category, siteName: string, gameCount: number): PageMetadata {
  const text = GALLERY_METADATA[category.key];
  return {
    title: `${text.title} | ${siteName}`,
    socialTitle: text.socialTitle,
    keywords: text.keywords,
    description: text.description(gameCount),
  };
}

/** Metadata of the home gallery (/). */
export function homeMetadata(siteName: string, gameCount: number): PageMetadata {
  return galleryMetadata(categoryByKey('all'), siteName, gameCount);
}
