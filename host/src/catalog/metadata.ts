import { categoryByKey, type Category, type CategoryKey } from './categories';
import { gamesInCategory, titleFromSlug } from './games';

/** Head metadata of one page: what PageHead needs beyond the path. */
export interface PageMetadata {
  title: string;
  description: string;
  keywords: string;
  socialTitle: string;
}

/**
 * Metadata as authored per game. An empty title or social title means "use the fallback"
 * (SPEC: several newer games have no custom title).
 */
export interface GameMetadataEntry {
  keywords: string;
  description: string;
  title: string;
  socialTitle: string;
}

/** Longest description search engines show without cutting it off. */
export const MAX_DESCRIPTION_LENGTH = 160;

/** The title used when a game has no custom one. */
export function fallbackGameTitle(slug: string): string {
  return `${titleFromSlug(slug)} - Play Online for Free!`;
}

/** Authored metadata for every playable game, including the hidden path-puzzle-game. */
export const GAME_METADATA: Readonly<Record<string, GameMetadataEntry>> = {
  'word-search': {
    title: 'Play Word Search Online Free - Themed Letter Grids',
    socialTitle: 'Word Search: Find Every Hidden Word',
    keywords: 'word search, word find, word puzzle, hidden words, themed word search, free online word search',
    description: 'Find the hidden words in themed letter grids. Drag across rows, columns and diagonals, from easy 8x8 boards to hard 15x15 grids.',
  },
  sudoku: {
    title: 'Play Sudoku Online Free - Classic 9x9 Puzzles',
    socialTitle: 'Sudoku: Classic 9x9 Number Puzzles',
    keywords: 'sudoku, sudoku online, free sudoku, 9x9 sudoku, number puzzle, logic puzzle, daily sudoku',
    description: 'Classic 9x9 Sudoku with notes, undo, hints and conflict highlights. Every puzzle has exactly one solution, from easy to expert.',
  },
  brainvita: {
    title: 'Brainvita Online - Free Peg Solitaire Game',
    socialTitle: 'Brainvita: Can You Finish With One Marble?',
    keywords: 'brainvita, peg solitaire, marble solitaire, english peg solitaire, board puzzle, 33 hole solitaire',
    description: 'Jump marbles over each other on the 33-hole cross board and try to finish with a single marble in the centre. Unlimited undo and hints.',
  },
  'tic-tac-toe': {
    title: 'Tic Tac Toe Online - Play vs Computer or a Friend',
    socialTitle: 'Tic Tac Toe: Can You Beat the Impossible Level?',
    keywords: 'tic tac toe, noughts and crosses, x and o, tic tac toe vs computer, 2 player tic tac toe',
    description: 'Play noughts and crosses against the computer on Easy, Medium or Impossible, or challenge a friend on the same screen.',
  },
  'arithmetic-game': {
    title: 'Arithmetic Game - Free 120-Second Mental Math Sprint',
    socialTitle: 'Arithmetic Game: How Many Sums in 2 Minutes?',
    keywords: 'arithmetic game, mental math, math speed test, addition, subtraction, multiplication, division, math practice',
    description: 'Solve as many addition, subtraction, multiplication and division problems as you can in 120 seconds. Answers advance as you type.',
  },
  'word-match': {
    title: 'Word Match - Free Synonym and Definition Pairs Game',
    socialTitle: 'Word Match: Pair Up Words Against the Clock',
    keywords: 'word match, match the pairs, synonyms game, antonyms, vocabulary game, word pairs, definitions',
    description: 'Tap a word, then its partner: synonyms, opposites or definitions. Build combos before the clock runs out and grow your vocabulary.',
  },
  'sequence-game': {
    title: 'Sequence Memory Game - Free Simon Says Online',
    socialTitle: 'Sequence Game: How Long a Pattern Can You Remember?',
    keywords: 'sequence game, simon says, sequence memory, memory test, pattern memory, brain training',
    description: 'Watch the tiles light up, then repeat the pattern. Each round adds one more step, so see how long a sequence you can remember.',
  },
  'memory-game': {
    title: 'Memory Game - Free Memory Matrix Brain Trainer',
    socialTitle: 'Memory Game: Remember Which Tiles Lit Up',
    keywords: 'memory game, memory matrix, spatial memory, visual memory test, brain training, concentration',
    description: 'A pattern of tiles flashes for a moment, then hides. Tap every tile you saw; the grid grows as your visual memory improves.',
  },
  'flexibility-game': {
    title: 'Flexibility Game - Free Task Switching Brain Training',
    socialTitle: 'Flexibility Game: Switch Rules Without Slowing Down',
    keywords: 'flexibility game, task switching, cognitive flexibility, brain training, reaction time, focus game',
    description: 'Judge the number or the letter depending on where the card appears. Switch between rules quickly and keep your streak going.',
  },
  'number-connect': {
    title: 'Number Connect - Free 2248 Chain Merge Puzzle',
    socialTitle: 'Number Connect: Chain Numbers for a Bigger Tile',
    keywords: 'number connect, 2248, connect numbers, merge numbers, number chain, puzzle game',
    description: 'Draw chains through equal or doubling numbers to merge them into bigger powers of two. Plan ahead to keep the board moving.',
  },
  'word-boss-game': {
    title: 'Word Boss - Free Text Twist Style Anagram Game',
    socialTitle: 'Word Boss: How Many Words From 6 Letters?',
    keywords: 'word boss, text twist, anagram game, word unscramble, make words from letters, word game',
    description: 'Make as many words as you can from six letters in two minutes. Find a word that uses all six to reach the next round.',
  },
  'kakuro-cross-sums': {
    title: 'Kakuro Online - Free Cross Sums Number Puzzles',
    socialTitle: 'Kakuro: The Crossword Made of Numbers',
    keywords: 'kakuro, cross sums, kakuro online, number crossword, sum puzzle, logic puzzle',
    description: 'Fill each run with digits 1 to 9 that add up to its clue, with no digit repeated in a run. Notes and a combination helper included.',
  },
  'merge-and-double': {
    title: 'Merge and Double - Free Drop and Merge Number Game',
    socialTitle: 'Merge and Double: Drop Blocks, Chain Merges',
    keywords: 'merge and double, x2 blocks, drop and merge, merge numbers, number blocks, 2048 blocks',
    description: 'Drop numbered blocks into five columns. Equal neighbours merge and double, setting off chain reactions. Keep the columns from filling up.',
  },
  'cross-sums': {
    title: 'Cross Sums - Free Number Sums Elimination Puzzle',
    socialTitle: 'Cross Sums: Erase Digits to Hit Every Target',
    keywords: 'cross sums, number sums, sum puzzle, math logic puzzle, erase numbers, row and column sums',
    description: 'Keep or erase digits so every row and column adds up to its target sum. Three lives per puzzle and exactly one solution.',
  },
  'quiz-master-game': {
    title: 'Quiz Master - Free Online Trivia Quiz Game',
    socialTitle: 'Quiz Master: Test Your General Knowledge',
    keywords: 'quiz master, trivia quiz, general knowledge quiz, multiple choice quiz, trivia game, online quiz',
    description: 'Answer multiple-choice trivia questions against the clock. Pick your topics, use 50:50 and skip lifelines, and climb the ladder.',
  },
  'reversi-game': {
    title: 'Reversi Online - Free Othello Game vs Computer',
    socialTitle: 'Reversi: Outflank and Flip the Board',
    keywords: 'reversi, othello, reversi online, othello vs computer, board game, strategy game',
    description: 'Outflank your opponent to flip discs on the 8x8 board. Play Reversi against the computer on three levels or with a friend.',
  },
  'one-line-draw': {
    title: 'One Line Draw - Free One Stroke Drawing Puzzle',
    socialTitle: 'One Line Draw: Trace It Without Lifting Your Finger',
    keywords: 'one line draw, one stroke puzzle, one touch drawing, euler path puzzle, line puzzle',
    description: 'Trace every line of the figure exactly once in a single continuous stroke. Find the right starting dot and the path follows.',
  },
  'sequent-number-game': {
    title: 'Sequent Number - Free Hidato Number Path Puzzle',
    socialTitle: 'Sequent Number: Connect 1 to N',
    keywords: 'sequent number, hidato, numbrix, number path puzzle, consecutive numbers, logic puzzle',
    description: 'Fill the grid so the numbers from 1 to the last form one chain of touching cells. A Hidato-style logic puzzle with one solution.',
  },
  '2048': {
    title: 'Play 2048 Online Free - Slide Tiles to Reach 2048',
    socialTitle: '2048: Slide, Merge and Reach the 2048 Tile',
    keywords: '2048, 2048 game, 2048 online, slide puzzle, merge tiles, number puzzle',
    description: 'Slide the tiles on a 4x4 board and merge equal numbers to reach the 2048 tile. Your game and best score are saved automatically.',
  },
  'crossclimb-game': {
    title: '',
    socialTitle: '',
    keywords: 'crossclimb, word ladder, trivia word puzzle, daily word game, word clues, four letter words',
    description: 'Solve trivia clues, then order the answers into a word ladder where each word differs by one letter. Unlock the final two rungs.',
  },
  'path-puzzle-game': {
    title: '',
    socialTitle: '',
    keywords: 'path puzzle, numberlink, flow puzzle, connect the dots, link colours, logic puzzle',
    description: 'Link each pair of same-coloured dots with a path. Paths cannot cross, and the puzzle is solved when every cell of the grid is filled.',
  },
  'queens-game': {
    title: '',
    socialTitle: '',
    keywords: 'queens game, queens puzzle, daily queens, coloured regions puzzle, logic puzzle, star battle',
    description: 'Place one queen in every row, column and coloured region, with no two queens touching, not even diagonally. A fresh logic puzzle daily.',
  },
  'zip-game': {
    title: '',
    socialTitle: '',
    keywords: 'zip game, zip puzzle, path puzzle, fill the grid, connect numbers in order, daily puzzle',
    description: 'Draw one path that visits every cell of the grid, passes the numbers in order and never crosses a wall. Quick, satisfying daily puzzles.',
  },
  'tango-game': {
    title: '',
    socialTitle: '',
    keywords: 'tango game, tango puzzle, sun and moon puzzle, binary puzzle, daily logic puzzle',
    description: 'Fill the 6x6 grid with suns and moons: three of each per row and column, no three alike in a line, and every = and x sign obeyed.',
  },
  'binairo-game': {
    title: '',
    socialTitle: '',
    keywords: 'binairo, takuzu, binary puzzle, 0h h1, zeros and ones puzzle, logic puzzle',
    description: 'Fill the grid with two colours: no three alike in a row, equal counts in every line, and no two rows or columns identical.',
  },
  'connections-game': {
    title: '',
    socialTitle: '',
    keywords: 'connections game, connections puzzle, word groups, group four words, daily word puzzle',
    description: 'Sort 16 words into four hidden groups of four. Watch out for red herrings: four mistakes and the puzzle is over.',
  },
  'domino-merge-game': {
    title: '',
    socialTitle: '',
    keywords: 'domino merge, merged game, merge puzzle, domino puzzle, match three numbers, block puzzle',
    description: 'Place domino pieces on a 5x5 board. Three or more touching equal tiles merge into a higher one, so plan chain reactions.',
  },
  chess: {
    title: 'Play Chess Online Free - vs Computer or a Friend',
    socialTitle: 'Chess: Play the Computer at Your Level',
    keywords: 'chess, chess online, free chess, chess vs computer, play chess, pass and play chess',
    description: 'Play chess against the computer at eight levels or pass and play with a friend. Legal-move hints, takebacks and saved games.',
  },
  'popular-words': {
    title: 'Popular Words - Free Guess the Top Answers Game',
    socialTitle: 'Popular Words: Can You Guess the Top 5 Answers?',
    keywords: 'popular words, family feud online, guess the answers, survey game, top answers, word game',
    description: 'Guess the five most popular answers to everyday fill-in-the-blank questions. Three strikes end the round, so think like everyone else.',
  },
  'the-black': {
    title: 'The Black - Free Lights Out Puzzle Game',
    socialTitle: 'The Black: Turn Every Tile Black',
    keywords: 'the black, lights out, tile flipping puzzle, turn all black, logic puzzle, grid puzzle',
    description: 'Each tap flips a tile and its neighbours. Turn the whole board black in as few moves as possible and beat par on every level.',
  },
  'the-grid': {
    title: 'The Grid - Free Nonogram Picture Logic Puzzles',
    socialTitle: 'The Grid: Reveal the Hidden Picture',
    keywords: 'the grid, nonogram, griddlers, picross, picture logic puzzle, paint by numbers',
    description: 'Use the number clues on every row and column to fill the right cells and reveal a hidden picture. Nonograms from 5x5 to 20x20.',
  },
  'word-scrabble': {
    title: 'Word Scrabble - Free Crossword Board Game vs Computer',
    socialTitle: 'Word Scrabble: Outscore the Computer',
    keywords: 'word scrabble, crossword board game, word board game, words vs computer, letter tiles, word game',
    description: 'Build words on a 15x15 board with premium squares and outscore the computer. Use all seven tiles in one play for a 50-point bonus.',
  },
  'matching-card': {
    title: 'Matching Card - Free Memory Pairs Card Game',
    socialTitle: 'Matching Card: Flip and Find Every Pair',
    keywords: 'matching card game, memory cards, concentration game, find the pairs, pairs game, memory game',
    description: 'Flip two cards at a time and find every matching pair in as few moves as possible. Choose 6, 8 or 18 pairs.',
  },
  quartiles: {
    title: '',
    socialTitle: '',
    keywords: 'quartiles, quartiles game, word tiles puzzle, build words from tiles, daily word game',
    description: 'Combine one to four letter tiles into words. Find the five quartiles that use all twenty tiles and score 100 points to reach Expert.',
  },
  'falling-stars': {
    title: 'Falling Stars - Free Catch the Stars Arcade Game',
    socialTitle: 'Falling Stars: Catch Them All, Dodge the Bombs',
    keywords: 'falling stars, catch the stars, arcade game, catcher game, reflex game, casual game',
    description: 'Move your basket to catch falling stars while dodging bombs. The stars fall faster every 30 seconds, and you only have three lives.',
  },
  'word-scramble': {
    title: '',
    socialTitle: '',
    keywords: 'word scramble, unscramble words, jumble, anagram puzzle, word game, spelling game',
    description: 'Unscramble the letters to find the hidden word. Ten words per round, with shuffle and hints, from short words to eight letters.',
  },
};

/**
 * Metadata of one game page with the fallback applied to empty titles.
 * A name outside the catalogue still gets usable, generic text so the head is never empty.
 */
export function gameMetadata(slug: string): PageMetadata {
  const authored = GAME_METADATA[slug];
  const fallback = fallbackGameTitle(slug);
  if (!authored) {
    const title = titleFromSlug(slug);
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
  description: string;
  keywords: string;
}

const GALLERY_METADATA: Readonly<Record<CategoryKey, GalleryMetadataText>> = {
  all: {
    title: 'Free Online Games - No Sign-Up, No Download',
    socialTitle: 'Free Brain, Puzzle and Word Games in Your Browser',
    keywords: 'free online games, browser games, puzzle games, brain games, word games, no download, no sign-up',
    description: `Play ${gamesInCategory('all').length} free puzzle, brain, word, skill and educational games right in your browser. No sign-up and no download needed.`,
  },
  puzzle: {
    title: 'Free Online Puzzle Games',
    socialTitle: 'Puzzle Games: Sudoku, Kakuro, 2048 and More',
    keywords: 'puzzle games, free puzzle games, online puzzles, sudoku, kakuro, nonogram, 2048, word search',
    description: 'Free online puzzle games: Sudoku, Kakuro, 2048, nonograms, word search and more. Every puzzle plays in your browser with no sign-up.',
  },
  logic: {
    title: 'Free Brain and Logic Games Online',
    socialTitle: 'Brain and Logic Games: Train Memory and Reasoning',
    keywords: 'brain games, logic games, logic puzzles, brain training, memory games, chess, queens, tango',
    description: 'Train memory, focus and reasoning with free brain and logic games: Queens, Tango, Binairo, chess, Reversi, memory trainers and more.',
  },
  skill: {
    title: 'Free Online Skill Games',
    socialTitle: 'Skill Games: Quick Hands, Sharp Plans',
    keywords: 'skill games, free skill games, arcade games, merge games, reflex games, 2048, falling stars',
    description: 'Free skill games that reward quick hands and sharp planning: 2048, Number Connect, Falling Stars, Zip, chess and more, no sign-up.',
  },
  word: {
    title: 'Free Online Word Games',
    socialTitle: 'Word Games: Connections, Quartiles, Word Search',
    keywords: 'word games, free word games, online word puzzles, anagrams, word search, connections, quartiles',
    description: 'Free online word games: Connections, Quartiles, Word Search, Word Boss, Crossclimb and more. Build your vocabulary while you play.',
  },
  casual: {
    title: 'Free Online Casual Games',
    socialTitle: 'Casual Games: Quick, Relaxing Fun',
    keywords: 'casual games, free casual games, relaxing games, quick games, tic tac toe, 2048, trivia quiz',
    description: 'Relaxing free casual games for a quick break: Tic Tac Toe, 2048, Reversi, Quiz Master, Zip and more. Play instantly in your browser.',
  },
  educational: {
    title: 'Free Educational Games Online',
    socialTitle: 'Educational Games: Learn While You Play',
    keywords: 'educational games, learning games, math games, vocabulary games, trivia, sudoku, word games for students',
    description: 'Free educational games for math, vocabulary and general knowledge: Arithmetic Game, Word Scramble, Quiz Master, Sudoku and more.',
  },
};

/** Metadata of the home gallery (/) or one category gallery, e.g. /puzzle-games. */
export function galleryMetadata(category: Category, siteName: string): PageMetadata {
  const text = GALLERY_METADATA[category.key];
  return {
    title: `${text.title} | ${siteName}`,
    socialTitle: text.socialTitle,
    keywords: text.keywords,
    description: text.description,
  };
}

/** Metadata of the home gallery (/). */
export function homeMetadata(siteName: string): PageMetadata {
  return galleryMetadata(categoryByKey('all'), siteName);
}
