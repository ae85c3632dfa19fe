import { usePersistentState } from '@games/shared/game-kit';
import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import { useOpponent } from '@games/shared/game-kit/opponent/useOpponent';
import { createRandom } from '@games/shared/game-kit/random';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { pageQuery, randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { useCallback, useEffect, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { createEngine, type EngineClient } from './engineClient';
import type { EngineRequest, EngineResponse } from './logic/engine';
import { arrangeRack, exchangeTiles, newGame, passTurn, playTiles } from './logic/game';
import { isLevel, LEVEL_NAMES, type Level } from './logic/levels';
import { pendingFromMove, reorderRack, toPlacements, type PendingTile } from './logic/pending';
import { exchangedMessage, hintMessage, NO_WORD_LIST, notInListMessage, playedMessage, shuffledMessage } from './logic/turn-words';
import { gameStore } from './stores';
import { useComputerTurn } from './useComputerTurn';
import { useGameResult } from './useGameResult';
import { useWordCheck } from './useWordCheck';

/** `?seed=…&difficulty=…` starts that game, unless the saved game is already that one (a reload keeps it). */
function startFromUrl() {
  const query = pageQuery();
  const seed = seedFromUrl(query);
  if (!seed) return;
  const asked = query.get('difficulty') ?? query.get('level');
  const level: Level = isLevel(asked) ? asked : 'easy';
  const saved = gameStore.load();
  if (saved && saved.seed === seed && saved.level === level) return;
  gameStore.save(newGame(seed, level));
}

/**
 * A game against the computer: the saved game (or the URL's), the engine (word checks, hints, the computer's
 * turns), the tiles placed this turn and their check, the player's turn actions (play, shuffle, recall,
 * exchange, pass, hint), new games and the result with the best per level.
 */
export function useScrabbleGame() {
  useState(startFromUrl);
  const [game, setGame] = usePersistentState(gameStore, () => newGame(randomSeed(), 'easy'));
  const [pending, setPending] = useState<PendingTile[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [exchanging, setExchanging] = useState<number[] | null>(null);
  const { announcement, announce } = useAnnouncer();
  const { best, finishRound } = useScoreRecords(descriptor.slug, game.level);

  const engine = useRef<EngineClient | null>(null);
  const getEngine = useCallback(() => (engine.current ??= createEngine()), []);
  useEffect(() => () => engine.current?.dispose(), []);
  const ask = useCallback((request: EngineRequest, signal?: AbortSignal) => getEngine().call(request, { signal }), [getEngine]);
  const opponent = useOpponent<EngineRequest, EngineResponse>(() => ({ call: (q, o) => ask(q, o?.signal) }));

  const yourTurn = !game.over && game.toMove === 'you';
  const rack = game.racks.you;

  useComputerTurn(game, setGame, opponent, announce);

  // ---- The end: best score per level, the result -----------------------------------------------------------
  const startNew = useCallback(
    (level: Level = game.level) => {
      opponent.cancel();
      clearResult();
      setPending([]);
      setSelected(null);
      setGame(newGame(randomSeed(), level));
      announce(`New game against the ${LEVEL_NAMES[level]} computer. Your turn.`);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- clearResult only sets state
    [opponent, game.level, setGame, announce],
  );

  const { result, clearResult } = useGameResult(game, setGame, { finishRound, announce, onNewGame: () => startNew() });

  // ---- Pending tiles: preview and word check ---------------------------------------------------------------
  const { placement, invalid: knownInvalid } = useWordCheck(ask, game.board, pending);

  // A new turn (or a new game) starts with an empty row of pending tiles.
  useEffect(() => {
    setPending([]);
    setSelected(null);
  }, [game.turn, game.seed]);

  const play = useCallback(async () => {
    if (!yourTurn) return;
    if (!placement) return announce('Place tiles on the board first.');
    if (!placement.ok) return announce(placement.reason);
    const words = placement.words.map((w) => w.word);
    let invalid = knownInvalid;
    if (invalid === null) {
      try {
        const response = await ask({ kind: 'check', words });
        invalid = response.kind === 'check' ? response.invalid : [];
      } catch {
        return announce(NO_WORD_LIST);
      }
    }
    if (invalid.length) return announce(notInListMessage(invalid));
    const step = playTiles(game, toPlacements(pending));
    if (!step.ok) return announce(step.reason);
    setGame(step.state);
    announce(playedMessage(words, placement.score, placement.bingo));
  }, [yourTurn, placement, knownInvalid, ask, game, pending, setGame, announce]);

  // ---- The player's other actions -----------------------------------------------------------------------------
  /** The rack in a new order (`order`: old indexes), pending tiles following their letters. */
  const arrange = (order: number[]) => {
    const next = reorderRack(rack, pending, order);
    setGame(arrangeRack(game, next.rack));
    setPending(next.pending);
    return next.rack;
  };

  const recall = () => {
    setPending([]);
    setSelected(null);
    if (pending.length) announce('Tiles back on your rack.');
  };

  const shuffle = () => {
    const next = arrange(createRandom(randomSeed()).shuffle([...rack].map((_, i) => i)));
    setSelected(null);
    announce(shuffledMessage(next));
  };

  const pass = () => {
    const step = passTurn(game);
    if (!step.ok) return announce(step.reason);
    setGame(step.state);
    announce('You passed.');
  };

  const hint = async () => {
    if (!yourTurn) return;
    try {
      const response = await ask({ kind: 'hint', board: game.board, rack });
      if (response.kind !== 'hint') return;
      if (!response.move) return announce('No play is possible: exchange tiles or pass.');
      setPending(pendingFromMove(rack, response.move.placements));
      setGame((g) => ({ ...g, hints: g.hints + 1 }));
      announce(hintMessage(response.move.word, response.move.placements[0].square, response.move.score));
    } catch {
      announce(NO_WORD_LIST);
    }
  };

  const confirmExchange = () => {
    if (!exchanging?.length) return;
    const tiles = exchanging.map((i) => rack[i]).join('');
    const step = exchangeTiles(game, tiles);
    setExchanging(null);
    if (!step.ok) return announce(step.reason);
    setGame(step.state);
    announce(exchangedMessage(tiles.length));
  };

  return {
    game,
    rack,
    yourTurn,
    best,
    announcement,
    announce,
    thinking: opponent.thinking,
    pending,
    setPending,
    selected,
    setSelected,
    placement,
    knownInvalid,
    exchanging,
    setExchanging,
    result,
    clearResult,
    startNew,
    play: () => void play(),
    arrange,
    recall,
    shuffle,
    pass,
    hint: () => void hint(),
    confirmExchange,
  };
}

export type ScrabbleGame = ReturnType<typeof useScrabbleGame>;
