import { GAMES } from './games';

/** Card art of each gallery game. Width and height are the intrinsic size, so cards never shift. */
export interface GameImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

/** Card sizes used across the set; the mix of heights gives the gallery its masonry rhythm. */
const LANDSCAPE = { width: 400, height: 300 } as const;
const WIDE = { width: 400, height: 360 } as const;
const SQUARE = { width: 400, height: 400 } as const;
const TALL = { width: 400, height: 500 } as const;

type Size = { readonly width: number; readonly height: number };

/**
 * Drawn card pictures in host/public/images/games/<slug>.svg. Sizes match each SVG's width and height
 * attributes (checked by images.test.ts); alt text says what the picture shows.
 */
const ART: Record<string, readonly [Size, string]> = {
  'word-search': [TALL, 'A word search letter grid with the words PLAY, WORD, GAME and PUZZLE highlighted and a word list below'],
  sudoku: [SQUARE, 'A 9×9 sudoku grid with some digits filled in and the selected row, column and box highlighted'],
  brainvita: [SQUARE, 'A round wooden peg solitaire board with blue marbles in a cross shape and a marble jumping into the empty centre hole'],
  'tic-tac-toe': [LANDSCAPE, 'A tic-tac-toe board where three red crosses in a diagonal win against blue noughts'],
  'arithmetic-game': [LANDSCAPE, 'A mental math card asking 37 + 48 with the answer 85 typed in, a countdown timer and a score'],
  'word-match': [WIDE, 'Two columns of word tiles with synonym pairs such as big and large being matched'],
  'sequence-game': [WIDE, 'A Simon-style round pad with green, red, yellow and blue buttons, the red one lit, and the sequence to repeat'],
  'memory-game': [WIDE, 'A 5×5 grid of purple tiles with a pattern of glowing cyan tiles to remember and a tap on one of them'],
  'flexibility-game': [LANDSCAPE, 'A task-switching card showing 7E in the number half with Odd and Even answer buttons'],
  'number-connect': [TALL, 'A tall board of coloured number bubbles with a chain linking 2, 2, 4, 8 and 8 that merges into 32'],
  'word-boss-game': [WIDE, 'Six round letter tiles T E N A L P with found words ANT, LANE, PLAN and PLANT filling the answer slots'],
  'kakuro-cross-sums': [SQUARE, 'A kakuro puzzle with black clue squares split by diagonals holding sums, and digits in the white cells'],
  'merge-and-double': [TALL, 'Columns of stacked coloured number blocks with a 4 block dropping onto another 4 to merge'],
  'cross-sums': [WIDE, 'A number sums grid of digits with row and column targets, kept digits circled and others erased'],
  'quiz-master-game': [TALL, 'A trivia question asking which planet is the Red Planet, with Mars marked correct among four answers and a timer'],
  'reversi-game': [SQUARE, 'A green reversi board with black and white discs in mid-game and dots marking legal moves'],
  'one-line-draw': [WIDE, 'A house-shaped figure of dots and lines being traced in one continuous yellow stroke'],
  'sequent-number-game': [SQUARE, 'A 5×5 number path grid with given numbers from 1 to 25 and the path 1 to 7 drawn through touching cells'],
  '2048': [SQUARE, 'A 2048 board with classic coloured number tiles from 2 up to 2048'],
  'crossclimb-game': [TALL, 'A word ladder of rungs LEAD, LEND, LAND, LANE and LONE with locked rungs at the top and bottom'],
  'path-puzzle-game': [SQUARE, 'A dark grid where pairs of red, blue, green and yellow dots are linked by coloured pipes that fill the board'],
  'queens-game': [SQUARE, 'A 6×6 grid of coloured regions with black crowns placed one per row, column and region, and crosses on blocked cells'],
  'zip-game': [SQUARE, 'A grid with numbered circles 1 to 6 and an orange path winding through the cells in order'],
  'tango-game': [SQUARE, 'A 6×6 grid of suns and moons with equals and cross signs between some cells'],
  'binairo-game': [WIDE, 'A binary puzzle grid of red ones and blue zeros with some cells still empty'],
  'connections-game': [SQUARE, 'Sixteen word tiles in four colour groups: yellow planets, green piano parts, blue card games and purple words before ball'],
  'domino-merge-game': [WIDE, 'A 5×5 board of coloured dice-pip tiles with a domino of 3 and 5 waiting to be placed'],
  chess: [SQUARE, 'A wooden chess board with black and white pieces in mid-game and the last knight move highlighted'],
  'popular-words': [TALL, 'A game-show answer board for Name something you take to the beach, with Towel, Sunscreen and Umbrella revealed and one strike'],
  'the-black': [WIDE, 'A 5×5 board of black and white tiles with a tap about to flip a white plus shape to black'],
  'the-grid': [SQUARE, 'A nonogram grid with number clues on the rows and columns, half filled in to reveal a pink heart'],
  'word-scrabble': [WIDE, 'A word board with premium squares and the crossing words GAME, PLAY and HERO in letter tiles, above a rack of seven tiles'],
  'matching-card': [LANDSCAPE, 'A grid of face-down purple cards with two matched hearts and two stars just flipped over'],
  quartiles: [TALL, 'A grid of twenty word-chunk tiles with PA, INT, BR and USH selected to spell PAINTBRUSH'],
  'falling-stars': [TALL, 'Golden stars falling through a purple night sky toward a basket, with a bomb to avoid and a score and lives counter'],
  'word-scramble': [LANDSCAPE, 'Scrambled letter tiles D N E A R G being unscrambled into the word GARDEN, with the first letters in place'],
};

function entry(slug: string): GameImage {
  const art = ART[slug];
  if (!art) throw new Error(`no card art for ${slug}`);
  const [size, alt] = art;
  return { src: `/images/games/${slug}.svg`, width: size.width, height: size.height, alt };
}

/** Card art of the 35 gallery games plus path-puzzle-game (used for its social image). */
export const GAME_IMAGES: Record<string, GameImage> = Object.fromEntries(
  [...GAMES.map((g) => g.name), 'path-puzzle-game'].map((slug) => [slug, entry(slug)]),
);

export function gameImage(slug: string): GameImage | undefined {
  return GAME_IMAGES[slug];
}
