import type { CategoryKey } from './categories';

/**
 * The catalogue: one record per game, the only place in the host a game is described. The gallery, the
 * game page (title, head metadata, social image) and routing all read these records; a new game's
 * remote needs nothing else in the host.
 */

/**
 * Category values as the catalogue stores them. 'causal' is a misspelling kept on purpose (SPEC §3):
 * it matches no category, so matching-card and falling-stars do not show under Casual Games.
 */
export type CategoryValue = Exclude<CategoryKey, 'all'> | 'causal';

/** Card art of a game. Width and height are the intrinsic size, so cards never shift. */
export interface GameImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/**
 * Head metadata as authored per game. An empty title or social title means "use the fallback"
 * (SPEC: several newer games have no custom title).
 */
export interface GameMetadataEntry {
  title: string;
  socialTitle: string;
  keywords: string;
  description: string;
}

export interface GameRecord {
  /** Gallery position (SPEC §3). */
  id: number;
  /** Used in /game/{slug}, as the remote's folder name and in its registry entry. */
  slug: string;
  categories: readonly CategoryValue[];
  /** Listed in the gallery; a game outside it is still playable at /game/{slug} (SPEC §1). */
  gallery: boolean;
  image: GameImage;
  metadata: GameMetadataEntry;
}

/** Card sizes used across the set; the mix of heights gives the gallery its masonry rhythm. */
const LANDSCAPE = { width: 400, height: 300 } as const;
const WIDE = { width: 400, height: 360 } as const;
const SQUARE = { width: 400, height: 400 } as const;
const TALL = { width: 400, height: 500 } as const;

type Size = { readonly width: number; readonly height: number };

interface AuthoredRecord {
  id: number;
  slug: string;
  categories: CategoryValue[];
  gallery?: boolean;
  /**
   * The drawn card picture is host/public/images/games/<slug>.svg; its size matches the SVG's width and
   * height attributes (checked by images.test.ts) and the alt text says what the picture shows.
   */
  art: readonly [Size, string];
  metadata: GameMetadataEntry;
}

function record({ id, slug, categories, gallery = true, art: [size, alt], metadata }: AuthoredRecord): GameRecord {
  return { id, slug, categories, gallery, image: { src: `/images/games/${slug}.svg`, width: size.width, height: size.height, alt }, metadata };
}

/** All 36 playable games: the 35 gallery games in gallery order, then path-puzzle-game (not in the gallery). */
export const GAME_RECORDS: readonly GameRecord[] = [
  record({
    id: 1,
    slug: 'word-search',
    categories: ['puzzle', 'word', 'educational'],
    art: [TALL, 'A word search letter grid with the words PLAY, WORD, GAME and PUZZLE highlighted and a word list below'],
    metadata: {
      title: 'Play Word Search Online Free - Themed Letter Grids',
      socialTitle: 'Word Search: Find Every Hidden Word',
      keywords: 'word search, word find, word puzzle, hidden words, themed word search, free online word search',
      description: 'Find the hidden words in themed letter grids. Drag across rows, columns and diagonals, from easy 8x8 boards to hard 15x15 grids.',
    },
  }),
  record({
    id: 2,
    slug: 'sudoku',
    categories: ['puzzle', 'educational', 'logic'],
    art: [SQUARE, 'A 9×9 sudoku grid with some digits filled in and the selected row, column and box highlighted'],
    metadata: {
      title: 'Play Sudoku Online Free - Classic 9x9 Puzzles',
      socialTitle: 'Sudoku: Classic 9x9 Number Puzzles',
      keywords: 'sudoku, sudoku online, free sudoku, 9x9 sudoku, number puzzle, logic puzzle, daily sudoku',
      description: 'Classic 9x9 Sudoku with notes, undo, hints and conflict highlights. Every puzzle has exactly one solution, from easy to expert.',
    },
  }),
  record({
    id: 3,
    slug: 'brainvita',
    categories: ['logic'],
    art: [SQUARE, 'A round wooden peg solitaire board with blue marbles in a cross shape and a marble jumping into the empty centre hole'],
    metadata: {
      title: 'Brainvita Online - Free Peg Solitaire Game',
      socialTitle: 'Brainvita: Can You Finish With One Marble?',
      keywords: 'brainvita, peg solitaire, marble solitaire, english peg solitaire, board puzzle, 33 hole solitaire',
      description: 'Jump marbles over each other on the 33-hole cross board and try to finish with a single marble in the centre. Unlimited undo and hints.',
    },
  }),
  record({
    id: 4,
    slug: 'tic-tac-toe',
    categories: ['skill', 'casual', 'puzzle'],
    art: [LANDSCAPE, 'A tic-tac-toe board where three red crosses in a diagonal win against blue noughts'],
    metadata: {
      title: 'Tic Tac Toe Online - Play vs Computer or a Friend',
      socialTitle: 'Tic Tac Toe: Can You Beat the Impossible Level?',
      keywords: 'tic tac toe, noughts and crosses, x and o, tic tac toe vs computer, 2 player tic tac toe',
      description: 'Play noughts and crosses against the computer on Easy, Medium or Impossible, or challenge a friend on the same screen.',
    },
  }),
  record({
    id: 5,
    slug: 'arithmetic-game',
    categories: ['puzzle', 'educational', 'logic'],
    art: [LANDSCAPE, 'A mental math card asking 37 + 48 with the answer 85 typed in, a countdown timer and a score'],
    metadata: {
      title: 'Arithmetic Game - Free 120-Second Mental Math Sprint',
      socialTitle: 'Arithmetic Game: How Many Sums in 2 Minutes?',
      keywords: 'arithmetic game, mental math, math speed test, addition, subtraction, multiplication, division, math practice',
      description: 'Solve as many addition, subtraction, multiplication and division problems as you can in 120 seconds. Answers advance as you type.',
    },
  }),
  record({
    id: 6,
    slug: 'word-match',
    categories: ['skill', 'word', 'puzzle', 'casual', 'educational'],
    art: [WIDE, 'Two columns of word tiles with synonym pairs such as big and large being matched'],
    metadata: {
      title: 'Word Match - Free Synonym and Definition Pairs Game',
      socialTitle: 'Word Match: Pair Up Words Against the Clock',
      keywords: 'word match, match the pairs, synonyms game, antonyms, vocabulary game, word pairs, definitions',
      description: 'Tap a word, then its partner: synonyms, opposites or definitions. Build combos before the clock runs out and grow your vocabulary.',
    },
  }),
  record({
    id: 7,
    slug: 'sequence-game',
    categories: ['logic', 'educational'],
    art: [WIDE, 'A Simon-style round pad with green, red, yellow and blue buttons, the red one lit, and the sequence to repeat'],
    metadata: {
      title: 'Sequence Memory Game - Free Simon Says Online',
      socialTitle: 'Sequence Game: How Long a Pattern Can You Remember?',
      keywords: 'sequence game, simon says, sequence memory, memory test, pattern memory, brain training',
      description: 'Watch the tiles light up, then repeat the pattern. Each round adds one more step, so see how long a sequence you can remember.',
    },
  }),
  record({
    id: 8,
    slug: 'memory-game',
    categories: ['logic', 'casual'],
    art: [WIDE, 'A 5×5 grid of purple tiles with a pattern of glowing cyan tiles to remember and a tap on one of them'],
    metadata: {
      title: 'Memory Game - Free Memory Matrix Brain Trainer',
      socialTitle: 'Memory Game: Remember Which Tiles Lit Up',
      keywords: 'memory game, memory matrix, spatial memory, visual memory test, brain training, concentration',
      description: 'A pattern of tiles flashes for a moment, then hides. Tap every tile you saw; the grid grows as your visual memory improves.',
    },
  }),
  record({
    id: 9,
    slug: 'flexibility-game',
    categories: ['logic', 'educational'],
    art: [LANDSCAPE, 'A task-switching card showing 7E in the number half with Odd and Even answer buttons'],
    metadata: {
      title: 'Flexibility Game - Free Task Switching Brain Training',
      socialTitle: 'Flexibility Game: Switch Rules Without Slowing Down',
      keywords: 'flexibility game, task switching, cognitive flexibility, brain training, reaction time, focus game',
      description: 'Judge the number or the letter depending on where the card appears. Switch between rules quickly and keep your streak going.',
    },
  }),
  record({
    id: 10,
    slug: 'number-connect',
    categories: ['skill', 'casual'],
    art: [TALL, 'A tall board of coloured number bubbles with a chain linking 2, 2, 4, 8 and 8 that merges into 32'],
    metadata: {
      title: 'Number Connect - Free 2248 Chain Merge Puzzle',
      socialTitle: 'Number Connect: Chain Numbers for a Bigger Tile',
      keywords: 'number connect, 2248, connect numbers, merge numbers, number chain, puzzle game',
      description: 'Draw chains through equal or doubling numbers to merge them into bigger powers of two. Plan ahead to keep the board moving.',
    },
  }),
  record({
    id: 11,
    slug: 'word-boss-game',
    categories: ['skill', 'word', 'educational'],
    art: [WIDE, 'Six round letter tiles T E N A L P with found words ANT, LANE, PLAN and PLANT filling the answer slots'],
    metadata: {
      title: 'Word Boss - Free Text Twist Style Anagram Game',
      socialTitle: 'Word Boss: How Many Words From 6 Letters?',
      keywords: 'word boss, text twist, anagram game, word unscramble, make words from letters, word game',
      description: 'Make as many words as you can from six letters in two minutes. Find a word that uses all six to reach the next round.',
    },
  }),
  record({
    id: 12,
    slug: 'kakuro-cross-sums',
    categories: ['puzzle', 'logic'],
    art: [SQUARE, 'A kakuro puzzle with black clue squares split by diagonals holding sums, and digits in the white cells'],
    metadata: {
      title: 'Kakuro Online - Free Cross Sums Number Puzzles',
      socialTitle: 'Kakuro: The Crossword Made of Numbers',
      keywords: 'kakuro, cross sums, kakuro online, number crossword, sum puzzle, logic puzzle',
      description: 'Fill each run with digits 1 to 9 that add up to its clue, with no digit repeated in a run. Notes and a combination helper included.',
    },
  }),
  record({
    id: 13,
    slug: 'merge-and-double',
    categories: ['puzzle', 'skill', 'casual'],
    art: [TALL, 'Columns of stacked coloured number blocks with a 4 block dropping onto another 4 to merge'],
    metadata: {
      title: 'Merge and Double - Free Drop and Merge Number Game',
      socialTitle: 'Merge and Double: Drop Blocks, Chain Merges',
      keywords: 'merge and double, x2 blocks, drop and merge, merge numbers, number blocks, 2048 blocks',
      description: 'Drop numbered blocks into five columns. Equal neighbours merge and double, setting off chain reactions. Keep the columns from filling up.',
    },
  }),
  record({
    id: 14,
    slug: 'cross-sums',
    categories: ['puzzle', 'logic'],
    art: [WIDE, 'A number sums grid of digits with row and column targets, kept digits circled and others erased'],
    metadata: {
      title: 'Cross Sums - Free Number Sums Elimination Puzzle',
      socialTitle: 'Cross Sums: Erase Digits to Hit Every Target',
      keywords: 'cross sums, number sums, sum puzzle, math logic puzzle, erase numbers, row and column sums',
      description: 'Keep or erase digits so every row and column adds up to its target sum. Three lives per puzzle and exactly one solution.',
    },
  }),
  record({
    id: 15,
    slug: 'quiz-master-game',
    categories: ['casual', 'educational'],
    art: [TALL, 'A trivia question asking which planet is the Red Planet, with Mars marked correct among four answers and a timer'],
    metadata: {
      title: 'Quiz Master - Free Online Trivia Quiz Game',
      socialTitle: 'Quiz Master: Test Your General Knowledge',
      keywords: 'quiz master, trivia quiz, general knowledge quiz, multiple choice quiz, trivia game, online quiz',
      description: 'Answer multiple-choice trivia questions against the clock. Pick your topics, use 50:50 and skip lifelines, and climb the ladder.',
    },
  }),
  record({
    id: 16,
    slug: 'reversi-game',
    categories: ['logic', 'casual'],
    art: [SQUARE, 'A green reversi board with black and white discs in mid-game and dots marking legal moves'],
    metadata: {
      title: 'Reversi Online - Free Othello Game vs Computer',
      socialTitle: 'Reversi: Outflank and Flip the Board',
      keywords: 'reversi, othello, reversi online, othello vs computer, board game, strategy game',
      description: 'Outflank your opponent to flip discs on the 8x8 board. Play Reversi against the computer on three levels or with a friend.',
    },
  }),
  record({
    id: 17,
    slug: 'one-line-draw',
    categories: ['puzzle', 'skill'],
    art: [WIDE, 'A house-shaped figure of dots and lines being traced in one continuous yellow stroke'],
    metadata: {
      title: 'One Line Draw - Free One Stroke Drawing Puzzle',
      socialTitle: 'One Line Draw: Trace It Without Lifting Your Finger',
      keywords: 'one line draw, one stroke puzzle, one touch drawing, euler path puzzle, line puzzle',
      description: 'Trace every line of the figure exactly once in a single continuous stroke. Find the right starting dot and the path follows.',
    },
  }),
  record({
    id: 18,
    slug: 'sequent-number-game',
    categories: ['logic', 'puzzle', 'educational'],
    art: [SQUARE, 'A 5×5 number path grid with given numbers from 1 to 25 and the path 1 to 7 drawn through touching cells'],
    metadata: {
      title: 'Sequent Number - Free Hidato Number Path Puzzle',
      socialTitle: 'Sequent Number: Connect 1 to N',
      keywords: 'sequent number, hidato, numbrix, number path puzzle, consecutive numbers, logic puzzle',
      description: 'Fill the grid so the numbers from 1 to the last form one chain of touching cells. A Hidato-style logic puzzle with one solution.',
    },
  }),
  record({
    id: 19,
    slug: '2048',
    categories: ['puzzle', 'skill', 'casual'],
    art: [SQUARE, 'A 2048 board with classic coloured number tiles from 2 up to 2048'],
    metadata: {
      title: 'Play 2048 Online Free - Slide Tiles to Reach 2048',
      socialTitle: '2048: Slide, Merge and Reach the 2048 Tile',
      keywords: '2048, 2048 game, 2048 online, slide puzzle, merge tiles, number puzzle',
      description: 'Slide the tiles on a 4x4 board and merge equal numbers to reach the 2048 tile. Your game and best score are saved automatically.',
    },
  }),
  record({
    id: 20,
    slug: 'crossclimb-game',
    categories: ['puzzle', 'word', 'educational'],
    art: [TALL, 'A word ladder of rungs LEAD, LEND, LAND, LANE and LONE with locked rungs at the top and bottom'],
    metadata: {
      title: '',
      socialTitle: '',
      keywords: 'crossclimb, word ladder, trivia word puzzle, daily word game, word clues, four letter words',
      description: 'Solve trivia clues, then order the answers into a word ladder where each word differs by one letter. Unlock the final two rungs.',
    },
  }),
  record({
    id: 21,
    slug: 'queens-game',
    categories: ['logic'],
    art: [SQUARE, 'A 6×6 grid of coloured regions with black crowns placed one per row, column and region, and crosses on blocked cells'],
    metadata: {
      title: '',
      socialTitle: '',
      keywords: 'queens game, queens puzzle, daily queens, coloured regions puzzle, logic puzzle, star battle',
      description: 'Place one queen in every row, column and coloured region, with no two queens touching, not even diagonally. A fresh logic puzzle daily.',
    },
  }),
  record({
    id: 22,
    slug: 'zip-game',
    categories: ['casual', 'skill'],
    art: [SQUARE, 'A grid with numbered circles 1 to 6 and an orange path winding through the cells in order'],
    metadata: {
      title: '',
      socialTitle: '',
      keywords: 'zip game, zip puzzle, path puzzle, fill the grid, connect numbers in order, daily puzzle',
      description: 'Draw one path that visits every cell of the grid, passes the numbers in order and never crosses a wall. Quick, satisfying daily puzzles.',
    },
  }),
  record({
    id: 23,
    slug: 'tango-game',
    categories: ['logic'],
    art: [SQUARE, 'A 6×6 grid of suns and moons with equals and cross signs between some cells'],
    metadata: {
      title: '',
      socialTitle: '',
      keywords: 'tango game, tango puzzle, sun and moon puzzle, binary puzzle, daily logic puzzle',
      description: 'Fill the 6x6 grid with suns and moons: three of each per row and column, no three alike in a line, and every = and x sign obeyed.',
    },
  }),
  record({
    id: 24,
    slug: 'binairo-game',
    categories: ['logic', 'puzzle'],
    art: [WIDE, 'A binary puzzle grid of red ones and blue zeros with some cells still empty'],
    metadata: {
      title: '',
      socialTitle: '',
      keywords: 'binairo, takuzu, binary puzzle, 0h h1, zeros and ones puzzle, logic puzzle',
      description: 'Fill the grid with two colours: no three alike in a row, equal counts in every line, and no two rows or columns identical.',
    },
  }),
  record({
    id: 25,
    slug: 'connections-game',
    categories: ['word', 'educational', 'casual'],
    art: [SQUARE, 'Sixteen word tiles in four colour groups: yellow planets, green piano parts, blue card games and purple words before ball'],
    metadata: {
      title: '',
      socialTitle: '',
      keywords: 'connections game, connections puzzle, word groups, group four words, daily word puzzle',
      description: 'Sort 16 words into four hidden groups of four. Watch out for red herrings: four mistakes and the puzzle is over.',
    },
  }),
  record({
    id: 26,
    slug: 'domino-merge-game',
    categories: ['casual', 'skill'],
    art: [WIDE, 'A 5×5 board of coloured dice-pip tiles with a domino of 3 and 5 waiting to be placed'],
    metadata: {
      title: '',
      socialTitle: '',
      keywords: 'domino merge, merged game, merge puzzle, domino puzzle, match three numbers, block puzzle',
      description: 'Place domino pieces on a 5x5 board. Three or more touching equal tiles merge into a higher one, so plan chain reactions.',
    },
  }),
  record({
    id: 27,
    slug: 'chess',
    categories: ['skill', 'logic'],
    art: [SQUARE, 'A wooden chess board with black and white pieces in mid-game and the last knight move highlighted'],
    metadata: {
      title: 'Play Chess Online Free - vs Computer or a Friend',
      socialTitle: 'Chess: Play the Computer at Your Level',
      keywords: 'chess, chess online, free chess, chess vs computer, play chess, pass and play chess',
      description: 'Play chess against the computer at eight levels or pass and play with a friend. Legal-move hints, takebacks and saved games.',
    },
  }),
  record({
    id: 28,
    slug: 'popular-words',
    categories: ['word', 'educational', 'casual', 'logic'],
    art: [TALL, 'A game-show answer board for Name something you take to the beach, with Towel, Sunscreen and Umbrella revealed and one strike'],
    metadata: {
      title: 'Popular Words - Free Guess the Top Answers Game',
      socialTitle: 'Popular Words: Can You Guess the Top 5 Answers?',
      keywords: 'popular words, family feud online, guess the answers, survey game, top answers, word game',
      description: 'Guess the five most popular answers to everyday fill-in-the-blank questions. Three strikes end the round, so think like everyone else.',
    },
  }),
  record({
    id: 29,
    slug: 'the-black',
    categories: ['puzzle', 'skill', 'logic'],
    art: [WIDE, 'A 5×5 board of black and white tiles with a tap about to flip a white plus shape to black'],
    metadata: {
      title: 'The Black - Free Lights Out Puzzle Game',
      socialTitle: 'The Black: Turn Every Tile Black',
      keywords: 'the black, lights out, tile flipping puzzle, turn all black, logic puzzle, grid puzzle',
      description: 'Each tap flips a tile and its neighbours. Turn the whole board black in as few moves as possible and beat par on every level.',
    },
  }),
  record({
    id: 30,
    slug: 'the-grid',
    categories: ['puzzle', 'skill', 'logic'],
    art: [SQUARE, 'A nonogram grid with number clues on the rows and columns, half filled in to reveal a pink heart'],
    metadata: {
      title: 'The Grid - Free Nonogram Picture Logic Puzzles',
      socialTitle: 'The Grid: Reveal the Hidden Picture',
      keywords: 'the grid, nonogram, griddlers, picross, picture logic puzzle, paint by numbers',
      description: 'Use the number clues on every row and column to fill the right cells and reveal a hidden picture. Nonograms from 5x5 to 20x20.',
    },
  }),
  record({
    id: 31,
    slug: 'word-scrabble',
    categories: ['word', 'logic', 'puzzle'],
    art: [WIDE, 'A word board with premium squares and the crossing words GAME, PLAY and HERO in letter tiles, above a rack of seven tiles'],
    metadata: {
      title: 'Word Scrabble - Free Crossword Board Game vs Computer',
      socialTitle: 'Word Scrabble: Outscore the Computer',
      keywords: 'word scrabble, crossword board game, word board game, words vs computer, letter tiles, word game',
      description: 'Build words on a 15x15 board with premium squares and outscore the computer. Use all seven tiles in one play for a 50-point bonus.',
    },
  }),
  record({
    id: 32,
    slug: 'matching-card',
    categories: ['skill', 'puzzle', 'causal'],
    art: [LANDSCAPE, 'A grid of face-down purple cards with two matched hearts and two stars just flipped over'],
    metadata: {
      title: 'Matching Card - Free Memory Pairs Card Game',
      socialTitle: 'Matching Card: Flip and Find Every Pair',
      keywords: 'matching card game, memory cards, concentration game, find the pairs, pairs game, memory game',
      description: 'Flip two cards at a time and find every matching pair in as few moves as possible. Choose 6, 8 or 18 pairs.',
    },
  }),
  record({
    id: 33,
    slug: 'quartiles',
    categories: ['word', 'logic', 'puzzle', 'educational'],
    art: [TALL, 'A grid of twenty word-chunk tiles with PA, INT, BR and USH selected to spell PAINTBRUSH'],
    metadata: {
      title: '',
      socialTitle: '',
      keywords: 'quartiles, quartiles game, word tiles puzzle, build words from tiles, daily word game',
      description: 'Combine one to four letter tiles into words. Find the five quartiles that use all twenty tiles and score 100 points to reach Expert.',
    },
  }),
  record({
    id: 34,
    slug: 'falling-stars',
    categories: ['skill', 'causal'],
    art: [TALL, 'Golden stars falling through a purple night sky toward a basket, with a bomb to avoid and a score and lives counter'],
    metadata: {
      title: 'Falling Stars - Free Catch the Stars Arcade Game',
      socialTitle: 'Falling Stars: Catch Them All, Dodge the Bombs',
      keywords: 'falling stars, catch the stars, arcade game, catcher game, reflex game, casual game',
      description: 'Move your basket to catch falling stars while dodging bombs. The stars fall faster every 30 seconds, and you only have three lives.',
    },
  }),
  record({
    id: 35,
    slug: 'word-scramble',
    categories: ['word', 'logic', 'educational'],
    art: [LANDSCAPE, 'Scrambled letter tiles D N E A R G being unscrambled into the word GARDEN, with the first letters in place'],
    metadata: {
      title: '',
      socialTitle: '',
      keywords: 'word scramble, unscramble words, jumble, anagram puzzle, word game, spelling game',
      description: 'Unscramble the letters to find the hidden word. Ten words per round, with shuffle and hints, from short words to eight letters.',
    },
  }),
  record({
    id: 36,
    slug: 'path-puzzle-game',
    categories: [],
    gallery: false,
    art: [SQUARE, 'A dark grid where pairs of red, blue, green and yellow dots are linked by coloured pipes that fill the board'],
    metadata: {
      title: '',
      socialTitle: '',
      keywords: 'path puzzle, numberlink, flow puzzle, connect the dots, link colours, logic puzzle',
      description: 'Link each pair of same-coloured dots with a path. Paths cannot cross, and the puzzle is solved when every cell of the grid is filled.',
    },
  }),
];

const BY_SLUG: ReadonlyMap<string, GameRecord> = new Map(GAME_RECORDS.map((game) => [game.slug, game]));

/** The record of a playable game; undefined for a name outside the catalogue. */
export function gameRecord(slug: string): GameRecord | undefined {
  return BY_SLUG.get(slug);
}
