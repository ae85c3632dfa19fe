import type { CategoryKey } from '../catalog/categories';

/** The authored text block shown under a category gallery. */
export interface CategoryDescriptionText {
  heading: string;
  paragraphs: readonly string[];
  highlights: readonly string[];
}

/** Only the six real categories have a description; the home gallery (all) does not. */
export type DescribedCategoryKey = Exclude<CategoryKey, 'all'>;

export const CATEGORY_DESCRIPTIONS: Readonly<Record<DescribedCategoryKey, CategoryDescriptionText>> = {
  puzzle: {
    heading: 'Free Puzzle Games to Sharpen Your Mind',
    paragraphs: [
      'A good puzzle gives you a clear goal, a fair set of rules and the quiet satisfaction of the moment everything clicks. Our puzzle collection brings together the classics people have loved for decades, from Sudoku and Kakuro to Word Search and 2048, alongside picture logic in The Grid and the one-stroke challenge of One Line Draw.',
      'Every logic puzzle here is generated with a solver that checks it has exactly one solution, so you never need to guess. Start on an easy board to learn the rules, then move up as the patterns become second nature. Your progress is saved in the browser, so you can close the tab and pick up where you left off.',
      'There is nothing to install and no account to create. Open a game and start playing on a phone, tablet or computer, with a mouse, a keyboard or your finger.',
    ],
    highlights: [
      'Number puzzles: Sudoku, Kakuro Cross Sums, Cross Sums and Sequent Number Game',
      'Sliding and merging: 2048 and Merge And Double',
      'Grid logic: The Grid nonograms, The Black and Binairo Game',
      'Word puzzles: Word Search, Crossclimb Game and Quartiles',
      'Several difficulty levels, with hints and undo when you get stuck',
    ],
  },
  logic: {
    heading: 'Brain and Logic Games for Everyday Training',
    paragraphs: [
      'Brain and logic games ask you to reason, remember and plan rather than react. Some are pure deduction, like Queens Game, Tango Game and Binairo Game, where each placement follows from the rules. Others train a particular skill: Memory Game tests how many tiles you can hold in mind, Sequence Game stretches your recall of a pattern, and Flexibility Game measures how quickly you switch between rules.',
      'For a longer think, play Chess or Reversi Game against the computer at the level that suits you, or try Brainvita, the peg solitaire that has puzzled players for centuries. A few minutes a day is enough to notice your scores climbing.',
    ],
    highlights: [
      'Deduction puzzles with one solution: Queens Game, Tango Game, Binairo Game and Sudoku',
      'Memory and attention trainers: Memory Game, Sequence Game and Flexibility Game',
      'Strategy against the computer: Chess and Reversi Game at several levels',
      'Classic solitaire: Brainvita on the 33-hole board',
      'Best scores are kept per game, so you can track your progress',
    ],
  },
  skill: {
    heading: 'Skill Games That Reward Quick Hands and Sharp Plans',
    paragraphs: [
      'Skill games are easy to start and hard to master. Catch stars before they hit the ground in Falling Stars, chain matching numbers together in Number Connect, or slide your way to a record tile in 2048. Each round is short, and every attempt teaches you something for the next one.',
      'Some skill games lean on timing, others on planning a few moves ahead. Zip Game asks you to draw a single path through every cell, Domino Merge Game rewards setting up chain reactions, and Matching Card tests how well you remember where each card was.',
    ],
    highlights: [
      'Arcade action: Falling Stars, with faster stars every 30 seconds',
      'Merge games: 2048, Number Connect, Merge And Double and Domino Merge Game',
      'Path drawing: Zip Game and One Line Draw',
      'Head-to-head: Tic Tac Toe and Chess against the computer or a friend',
      'Quick rounds that fit into a coffee break',
    ],
  },
  word: {
    heading: 'Word Games for Curious Minds',
    paragraphs: [
      'Word games turn your vocabulary into a playground. Sort sixteen words into four hidden groups in Connections Game, piece letter tiles together in Quartiles, or race the clock to find every word hidden in six letters in Word Boss Game. If you prefer a calm search, Word Search hides themed words in a grid of letters.',
      'Crossclimb Game combines trivia clues with a word ladder, Popular Words asks you to guess the answers most people give, and Word Scrabble pits your best words against the computer on a full board. Every game accepts a large dictionary, so a real word always counts.',
    ],
    highlights: [
      'Grouping and linking: Connections Game and Crossclimb Game',
      'Anagrams: Word Boss Game and Word Scramble',
      'Board play: Word Scrabble against the computer',
      'Relaxed searching: Word Search with themed grids',
      'A steady way to learn new words while you play',
    ],
  },
  casual: {
    heading: 'Casual Games for a Quick, Relaxing Break',
    paragraphs: [
      'Casual games are made for the moments in between: a short wait, a lunch break, a pause between tasks. Play a round of Tic Tac Toe against the computer, slide tiles in 2048, or flip discs in Reversi Game. Rules take seconds to learn, and a game rarely takes more than a few minutes.',
      'When you want something a little different, test your general knowledge in Quiz Master Game, guess the most popular answers in Popular Words, or drop and merge blocks in Merge And Double. Your best scores are saved, so there is always a record to beat next time.',
    ],
    highlights: [
      'Classic board games: Tic Tac Toe and Reversi Game',
      'Merge and match: 2048, Number Connect, Merge And Double and Domino Merge Game',
      'Trivia and guessing: Quiz Master Game and Popular Words',
      'Light puzzles: Zip Game and Connections Game',
      'Instant play on phone, tablet or computer, with no sign-up',
    ],
  },
  educational: {
    heading: 'Educational Games That Make Learning Fun',
    paragraphs: [
      'Learning sticks when it feels like play. Arithmetic Game builds fast, confident mental maths with two-minute sprints, Word Scramble and Word Boss Game grow spelling and vocabulary, and Quiz Master Game covers general knowledge from science to history.',
      'Logic puzzles such as Sudoku and Sequent Number Game teach patient, step-by-step reasoning, while Sequence Game and Flexibility Game exercise memory and attention. The games are free of accounts and chat, which makes them a good fit for the classroom and for practice at home.',
    ],
    highlights: [
      'Maths practice: Arithmetic Game, Sudoku and Sequent Number Game',
      'Vocabulary and spelling: Word Search, Word Match, Word Scramble and Quartiles',
      'General knowledge: Quiz Master Game and Popular Words',
      'Memory and focus: Sequence Game and Flexibility Game',
      'No sign-up or download needed, on school or home devices',
    ],
  },
};

export function categoryDescription(key: CategoryKey): CategoryDescriptionText | undefined {
  return key === 'all' ? undefined : CATEGORY_DESCRIPTIONS[key];
}
