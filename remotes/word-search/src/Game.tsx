import type { GameProps } from '@games/shared/contracts';
import { deferred } from '@games/shared/game-kit/deferred';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Board } from './Board';
import { dealPuzzle, preloadDealer } from './dealer';
import type { Cell } from './logic/cells';
import { DIFFICULTIES, DIFFICULTY_RULES, isDifficulty } from './logic/difficulty';
import { describeVerdict, judgeSelection, wordSearchRules } from './logic/rules';
import { scoreFor } from './logic/scoring';
import { WordList } from './WordList';
import './wordSearch.css';

const GAME_KEY = 'word-search';
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));
const LEVELS = DIFFICULTIES.map((value) => ({ value, label: DIFFICULTY_RULES[value].label }));

/** The element's height in px, kept current as it changes (0 before it is drawn). */
function useHeight(ref: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setHeight(Math.ceil(element.getBoundingClientRect().height)));
    observer.observe(element);
    return () => observer.disconnect();
  });
  return height;
}

export default function Game({ slug, title }: GameProps) {
  const game = usePuzzleSession({
    gameKey: slug || GAME_KEY,
    title: 'Word Search',
    rules: wordSearchRules,
    levels: LEVELS,
    defaultLevel: 'medium',
    dailyLevel: () => 'medium',
    tools: { undo: false, clear: false },
    clockStarts: 'first-move',
    deal: ({ seed, level }) => dealPuzzle(seed, isDifficulty(level) ? level : 'medium'),
    describeDeal: ({ puzzle }) => `New ${DIFFICULTY_RULES[puzzle.difficulty].label} puzzle: ${puzzle.themeName}, ${puzzle.placements.length} words.`,
    shareLines: ({ puzzle }) => [`🔎 ${puzzle.themeName} · ${puzzle.placements.length} words`],
    resultLines: ({ puzzle, hints }) => [{ label: 'Score', value: scoreFor(puzzle.placements.map((p) => p.word), hints) }],
  });
  useEffect(preloadDealer, []);
  const { puzzle, board: found } = game;

  const onSelect = (cells: Cell[]) => {
    if (!puzzle || !found || game.status !== 'playing' || cells.length < 2) return false;
    const verdict = judgeSelection(puzzle, found, cells);
    game.announce(describeVerdict(verdict, puzzle, found.length + 1));
    game.play(cells);
    return verdict.kind === 'found' || verdict.kind === 'again';
  };

  // Under the grid (a phone), the grid leaves room for the word list, so every word and the Hint under it
  // are on the first screen with the grid.
  const wordsRef = useRef<HTMLUListElement>(null);
  const wordsHeight = useHeight(wordsRef);

  const hinted = game.shownHint?.cells[0];
  const size = puzzle?.rows.length ?? 0;
  return (
    <PuzzleGameFrame game={game} title={title} howToPlay={<HowToPlay Board={Board} />} className="ws">
      {puzzle && found && (
        <div
          className="ws-play"
          style={{ '--ws-words-height': `${wordsHeight}px` } as CSSProperties}
          data-testid="word-search" data-state={game.status === 'won' ? 'won' : 'playing'} data-found={found.length} data-total={puzzle.placements.length}>
          <p className="ws-theme">
            <span className="ws-theme__label">Theme</span> <strong>{puzzle.themeName}</strong>
            <span className="ws-theme__meta">
              {' '}
              · {found.length}/{puzzle.placements.length} found
            </span>
          </p>
          <Board
            rows={puzzle.rows}
            found={found.flatMap((f) => puzzle.placements.filter((p) => p.word === f.word).map((placement) => ({ placement, colour: f.colour })))}
            hintCell={hinted === undefined ? null : { row: Math.floor(hinted / size), col: hinted % size }}
            onSelect={onSelect}
            onInteract={game.touch}
            disabled={game.status !== 'playing'}
            label={`Letter grid, ${size} by ${size}. Drag or tap the first and last letter of a word. Keyboard: arrow keys move, Space or Enter marks the first and last letter, Escape cancels.`}
          />
          <WordList ref={wordsRef} words={puzzle.placements.map((p) => p.word)} found={found} />
        </div>
      )}
    </PuzzleGameFrame>
  );
}
