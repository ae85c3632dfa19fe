// The game as it is played: options, the saved game, the computer's replies and the tally (the kit's opponent
// session) and the announcements. Rules come from logic/; this hook keeps state and turns actions into moves.
import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import { useOpponentSession } from '@games/shared/game-kit/opponent/useOpponentSession';
import { pageQuery, randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createEngine } from './engineClient';
import { cellName, isSizeId, other, outcomeOf } from './logic/board';
import type { Level } from './logic/engine';
import {
  boardOfGame,
  DEFAULT_SETTINGS,
  isComputerTurn,
  isMode,
  newGame,
  tallyKey,
  toMove,
  variantOf,
  verdictOf,
  type GameState,
  type Settings,
} from './logic/game';
import { gameStore, settingsStore, tallyStore } from './stores';

/** `?seed=…` starts a fresh, reproducible game (with `&difficulty=easy|medium|impossible|friend`, `&size=3|4|5`). */
function fromUrl(): { settings: Settings; game: GameState } | null {
  const query = pageQuery();
  const seed = seedFromUrl(query);
  if (!seed) return null;
  const saved = settingsStore.load() ?? DEFAULT_SETTINGS;
  const mode = query.get('difficulty');
  const size = query.get('size');
  const settings: Settings = { ...saved, mode: isMode(mode) ? mode : saved.mode, size: isSizeId(size) ? size : saved.size };
  return { settings, game: newGame(settings, seed, null) };
}

function describeEnd(game: GameState): string {
  const outcome = outcomeOf(boardOfGame(game), variantOf(game));
  if (!outcome.over) return '';
  if (!outcome.win) return 'Draw.';
  if (game.mode === 'friend') return `${outcome.win.mark} wins.`;
  return outcome.win.mark === game.mark ? 'You win!' : 'The computer wins.';
}

export function useTicTacToe() {
  const seeded = useMemo(fromUrl, []);
  const [settings, setSettings] = usePersistentState(settingsStore, () => seeded?.settings ?? DEFAULT_SETTINGS);
  const [game, setGame] = useState<GameState>(() => seeded?.game ?? gameStore.load() ?? newGame(settingsStore.load() ?? DEFAULT_SETTINGS, randomSeed(), null));
  const { announcement, announce } = useAnnouncer();

  useEffect(() => {
    if (seeded) settingsStore.save(seeded.settings);
  }, [seeded]);
  useEffect(() => {
    gameStore.save(game);
  }, [game]);

  const variant = variantOf(game);
  const board = useMemo(() => boardOfGame(game), [game]);
  const outcome = useMemo(() => outcomeOf(board, variant), [board, variant]);
  const computerTurn = isComputerTurn(game);

  // The computer's reply (a new game or unmount drops it), and each finished game against the computer counted
  // once in the tally of its board and level; a two-player game records nothing (the kit's result contract: the
  // tally is the record against the computer).
  const verdict = verdictOf(game);
  const opponent = useOpponentSession({
    engine: createEngine,
    minThinkMs: 300,
    computerTurn: computerTurn ? game : null,
    request: (asked: GameState) => ({ board: [...boardOfGame(asked)], variant: variantOf(asked), mark: toMove(asked), level: asked.mode as Level, seed: asked.seed }),
    onAnswer: (cell: number, asked) => setGame((g) => (g === asked && g.moves.indexOf(cell) < 0 ? { ...g, moves: [...g.moves, cell] } : g)),
    tallyStore,
    tallyKey: tallyKey(game.size, game.mode),
    uncounted: verdict && !game.counted ? (game.mode === 'friend' ? 'unrecorded' : verdict) : null,
    onCounted: () => setGame((g) => (g === game ? { ...g, counted: true } : g)),
  });

  // Each move and the result, said.
  const said = useRef(game.moves.length);
  useEffect(() => {
    if (game.moves.length <= said.current) {
      said.current = game.moves.length;
      return;
    }
    said.current = game.moves.length;
    const cell = game.moves[game.moves.length - 1];
    const mark = board[cell]!;
    const who = game.mode === 'friend' ? mark : mark === game.mark ? `You, ${mark},` : `Computer, ${mark},`;
    announce(`${who} ${cellName(cell, variant.size)}. ${describeEnd(game)}`.trim());
  }, [game, board, variant, announce]);

  const startNew = useCallback(
    (next: Settings = settings) => {
      opponent.cancel();
      setGame((g) => newGame(next, randomSeed(), g.first));
      const versus = next.mode === 'friend' ? 'Two players' : 'Against the computer';
      announce(`New game. ${versus}.`);
    },
    [settings, opponent, announce],
  );

  const changeSettings = (patch: Partial<Settings>) => {
    const next = { ...settings, ...patch };
    setSettings(next);
    startNew(next);
  };

  const play = (cell: number) => {
    if (outcome.over || computerTurn || board[cell] !== null) return;
    setGame((g) => (g.moves.includes(cell) ? g : { ...g, moves: [...g.moves, cell] }));
  };

  const entry = opponent.tally;
  const turn = toMove(game);
  const turnText = outcome.over
    ? describeEnd(game)
    : opponent.thinking || computerTurn
      ? `Computer (${turn}) is thinking…`
      : game.mode === 'friend'
        ? `${turn} to play`
        : `Your turn (${turn})`;

  return {
    settings,
    changeSettings,
    game,
    board,
    variant,
    outcome,
    verdict,
    entry,
    tallyLines: opponent.tallyLines,
    thinking: computerTurn,
    turnText,
    play,
    startNew,
    announcement,
    announce,
    opponentMark: other(game.mark),
  };
}
