import { DEFAULT_SCORE_KEY } from '@games/shared/game-kit/score/score-records';
import { useStepScoreSession } from '@games/shared/game-kit/step-score/useStepScoreSession';
import { useCallback, useRef, useState } from 'react';
import { cellOf, tileLabel } from './logic/board';
import { chainValue, followDrag, touchCell, type Chain } from './logic/chain';
import { canUndo, hammer, isOver, isStuck, newGame, playChain, shuffle, undo, type GameState } from './logic/game';
import { gameStore } from './stores';

/** Records are kept apart for games where undo was used. */
export const scoreKeyOf = (game: GameState) => (game.undoUsed ? 'undo' : DEFAULT_SCORE_KEY);
const score = (game: GameState) => game.score;
const extras = (game: GameState) => ({ tile: game.bestTile });

const where = (cell: number) => {
  const { row, col } = cellOf(cell);
  return `row ${row + 1}, column ${col + 1}`;
};

/**
 * Number Connect's state around its pure logic: the step-score session (the game saved after every move,
 * `?seed=…`, records, undo, New game, announcements), the chain being drawn, the hammer and the words for
 * screen readers.
 */
export function useNumberConnect(gameKey: string) {
  const session = useStepScoreSession({ gameKey, store: gameStore, newGame, isOver, score, extras, scoreKeyOf, undo, canUndo });
  const { game, announce, play } = session;
  const [chain, setChain] = useState<Chain>([]);
  const [hammering, setHammering] = useState(false);
  /** The cells the last move changed, for a short pop (keyed by move). */
  const [changed, setChanged] = useState<{ cells: number[]; key: number }>({ cells: [], key: 0 });
  const latest = useRef({ game, chain, hammering });
  latest.current = { game, chain, hammering };


  const show = useCallback(
    (before: GameState, next: GameState, words: string) => {
      const ended = play(next);
      setChain([]);
      setChanged({ cells: next.cells.flatMap((value, i) => (value !== before.cells[i] ? [i] : [])), key: next.moveCount });
      if (ended) return;
      if (isStuck(next)) {
        announce(`${words} No chain left: use a shuffle or the hammer.`);
      } else announce(words);
    },
    [announce, play],
  );

  const commit = useCallback(
    (cells: Chain) => {
      const current = latest.current.game;
      const result = cells.length >= 2 ? playChain(current, cells) : null;
      if (!result) {
        setChain([]);
        return;
      }
      const retired = result.retired ? ` ${tileLabel(result.retired)} retired.` : '';
      show(current, result.state, `Made ${tileLabel(result.value)}. Score ${result.state.score}.${retired}`);
    },
    [show],
  );

  const smash = useCallback(
    (cell: number) => {
      const current = latest.current.game;
      const next = hammer(current, cell);
      setHammering(false);
      if (next) show(current, next, `Smashed the ${tileLabel(current.cells[cell])} at ${where(cell)}.`);
    },
    [show],
  );

  const describeChain = (cells: Chain, board = latest.current.game.cells) =>
    cells.length < 2 ? `Chain started at ${tileLabel(board[cells[0]])}.` : `Chain of ${cells.length} makes ${tileLabel(chainValue(board, cells))}.`;

  // Pointer: press starts a chain (or smashes with the hammer), the drag extends or steps back, release commits.
  const pointer = {
    start(cell: number) {
      if (latest.current.hammering) return smash(cell);
      if (isOver(latest.current.game)) return;
      setChain([cell]);
    },
    move(steps: readonly number[]) {
      if (latest.current.hammering) return;
      setChain((current) => (current.length ? followDrag(latest.current.game.cells, current, steps) : current));
    },
    end() {
      const cells = latest.current.chain;
      if (cells.length >= 2) commit(cells);
      else setChain([]);
    },
  };

  // Keyboard: Enter/Space start, extend, or (on the chain's end) commit; Backspace steps back; Escape cancels.
  const activate = (cell: number) => {
    const { game: current, chain: cells, hammering: smashing } = latest.current;
    if (smashing) return smash(cell);
    if (isOver(current)) return;
    if (cells.length === 0) {
      setChain([cell]);
      announce(describeChain([cell]));
      return;
    }
    if (cells[cells.length - 1] === cell) {
      if (cells.length >= 2) commit(cells);
      else {
        setChain([]);
        announce('Chain cancelled.');
      }
      return;
    }
    const next = touchCell(current.cells, cells, cell);
    if (next === cells) {
      announce(`The ${tileLabel(current.cells[cell])} cannot join: the next tile must touch the end and equal it or double it.`);
      return;
    }
    setChain(next);
    announce(describeChain(next));
  };
  const stepBack = () => {
    const cells = latest.current.chain;
    if (!cells.length) return false;
    const next = cells.slice(0, -1);
    setChain(next);
    announce(next.length ? describeChain(next) : 'Chain cancelled.');
    return true;
  };
  const cancel = () => {
    if (latest.current.hammering) {
      setHammering(false);
      announce('Hammer put away.');
      return true;
    }
    if (!latest.current.chain.length) return false;
    setChain([]);
    announce('Chain cancelled.');
    return true;
  };

  const doShuffle = () => {
    const next = shuffle(game);
    if (next) show(game, next, 'Tiles shuffled.');
  };
  const toggleHammer = () => {
    if (game.hammers <= 0 && !hammering) return;
    setChain([]);
    setHammering(!hammering);
    announce(hammering ? 'Hammer put away.' : 'Hammer ready: choose a tile to smash, Escape to put it away.');
  };
  const undoMove = () => {
    if (!session.undo()) return;
    setHammering(false);
    setChain([]);
    announce('Undone. Scores of this game now count as a game with undo.');
  };
  const startNewGame = () => {
    // Leaving a round that scored counts it (its best is kept); a finished one was recorded when it ended.
    session.newGame();
    setChain([]);
    setHammering(false);
    setChanged({ cells: [], key: 0 });
    announce('New game.');
  };

  return {
    ...session,
    chain,
    preview: chainValue(game.cells, chain),
    hammering,
    changed,
    stuck: isStuck(game),
    pointer,
    activate,
    stepBack,
    cancel,
    shuffle: doShuffle,
    toggleHammer,
    undo: undoMove,
    startNewGame,
  };
}

export type NumberConnect = ReturnType<typeof useNumberConnect>;
