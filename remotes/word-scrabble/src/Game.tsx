import type { GameProps } from '@games/shared/contracts';
import { GameFrame, Select, usePersistentState } from '@games/shared/game-kit';
import { deferred } from '@games/shared/game-kit/deferred';
import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import { useRovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { useOpponent } from '@games/shared/game-kit/opponent/useOpponent';
import { createRandom } from '@games/shared/game-kit/random';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { pageQuery, randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { DISPLAY_NAME } from './displayName';
import { createEngine, type EngineClient } from './engineClient';
import { SIZE, colOf, rowOf, squareName } from './logic/board';
import type { EngineRequest, EngineResponse } from './logic/engine';
import { arrangeRack, canExchange, exchangeTiles, newGame, passTurn, playTiles } from './logic/game';
import { isLevel, LEVEL_NAMES, LEVELS, type Level } from './logic/levels';
import { pendingAt, pendingFromMove, placeTile, removeTile, reorderRack, toPlacements, type PendingTile } from './logic/pending';
import type { Direction } from './logic/placement';
import { turnStatus } from './logic/status';
import { Rack } from './Rack';
import { gameStore } from './stores';
import { BlankLetterDialog, ExchangeDialog } from './TileDialogs';
import { TurnActions } from './TurnActions';
import { useComputerTurn } from './useComputerTurn';
import { useGameResult } from './useGameResult';
import { useBoardKeys } from './useBoardKeys';
import { useTileDrag, type DragSource, type DropTarget } from './useTileDrag';
import { useWordCheck } from './useWordCheck';
import './game.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

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

// The catalogue title stays in the portal; the page shows the neutral DISPLAY_NAME.
export default function Game(_props: GameProps) {
  useState(startFromUrl);
  const [game, setGame] = usePersistentState(gameStore, () => newGame(randomSeed(), 'easy'));
  const [pending, setPending] = useState<PendingTile[]>([]);
  const [selected, setSelected] = useState<number | null>(null);
  const [cursor, setCursor] = useState(112);
  const [direction, setDirection] = useState<Direction>('across');
  const [blankPick, setBlankPick] = useState<{ rackIndex: number; square: number } | null>(null);
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
        return announce('The word list could not be loaded. Check your connection and try again.');
      }
    }
    if (invalid.length) return announce(`${invalid.join(', ')} ${invalid.length === 1 ? 'is' : 'are'} not in the word list.`);
    const step = playTiles(game, toPlacements(pending));
    if (!step.ok) return announce(step.reason);
    setGame(step.state);
    announce(`You played ${words.join(', ')} for ${placement.score} points${placement.bingo ? ', with the 50-point bonus' : ''}.`);
  }, [yourTurn, placement, knownInvalid, ask, game, pending, setGame, announce]);

  // ---- Input ------------------------------------------------------------------------------------------------
  const grid = useRovingGrid({
    rows: SIZE,
    cols: SIZE,
    cursor: { row: rowOf(cursor), col: colOf(cursor) },
    onCursorChange: (cell) => setCursor(cell.row * SIZE + cell.col),
    selectCursor: false,
  });
  const moveCursor = (square: number) => grid.setCursor({ row: rowOf(square), col: colOf(square) });

  const putTile = (rackIndex: number, square: number) => {
    if (!yourTurn || game.board[square] !== '.') return;
    if (rack[rackIndex] === '?') {
      setBlankPick({ rackIndex, square });
      return;
    }
    setPending((p) => placeTile(game.board, rack, p, rackIndex, square, rack[rackIndex]));
    setSelected(null);
  };

  const onSquareClick = (square: number) => {
    if (!yourTurn) return;
    if (selected !== null && game.board[square] === '.' && !pendingAt(pending, square)) return putTile(selected, square);
    if (pendingAt(pending, square)) {
      setPending((p) => removeTile(p, square));
      return;
    }
    if (square === cursor && game.board[square] === '.') setDirection((d) => (d === 'across' ? 'down' : 'across'));
    moveCursor(square);
  };

  const onSelectRack = (index: number) => {
    if (!yourTurn) return;
    setSelected((s) => (s === index ? null : index));
  };

  const onDrop = (source: DragSource, target: DropTarget) => {
    if (!yourTurn) return;
    if ('rackIndex' in source) {
      if (target && 'square' in target) putTile(source.rackIndex, target.square);
      else if (target && 'rackIndex' in target && target.rackIndex !== source.rackIndex) {
        const order = [...rack].map((_, i) => i).filter((i) => i !== source.rackIndex);
        order.splice(target.rackIndex, 0, source.rackIndex);
        const next = reorderRack(rack, pending, order);
        setGame(arrangeRack(game, next.rack));
        setPending(next.pending);
      }
      return;
    }
    const tile = pendingAt(pending, source.square);
    if (!tile) return;
    if (target && 'square' in target && game.board[target.square] === '.' && !pendingAt(pending, target.square)) {
      setPending((p) => placeTile(game.board, rack, p, tile.rackIndex, target.square, tile.letter));
    } else if (!target || 'rackIndex' in target) setPending((p) => removeTile(p, source.square));
  };
  const drag = useTileDrag(onDrop, (source) => ('rackIndex' in source ? rack[source.rackIndex] : (pendingAt(pending, source.square)?.letter ?? '')).toUpperCase().replace('?', ''));

  const recall = () => {
    setPending([]);
    setSelected(null);
    if (pending.length) announce('Tiles back on your rack.');
  };

  const shuffle = () => {
    const order = createRandom(randomSeed()).shuffle([...rack].map((_, i) => i));
    const next = reorderRack(rack, pending, order);
    setGame(arrangeRack(game, next.rack));
    setPending(next.pending);
    setSelected(null);
    announce(`Rack shuffled: ${next.rack.replace(/\?/g, 'blank ').split('').join(' ')}`);
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
      const next = pendingFromMove(rack, response.move.placements);
      setPending(next);
      setGame((g) => ({ ...g, hints: g.hints + 1 }));
      announce(`Hint: ${response.move.word} at ${squareName(response.move.placements[0].square)} for ${response.move.score} points. Press Play to play it.`);
    } catch {
      announce('The word list could not be loaded. Check your connection and try again.');
    }
  };

  const confirmExchange = () => {
    if (!exchanging?.length) return;
    const tiles = exchanging.map((i) => rack[i]).join('');
    const step = exchangeTiles(game, tiles);
    setExchanging(null);
    if (!step.ok) return announce(step.reason);
    setGame(step.state);
    announce(`You exchanged ${tiles.length} tile${tiles.length === 1 ? '' : 's'}.`);
  };

  // Typing on the board, and letters typed elsewhere on the page sent to it.
  const onBoardKey = useBoardKeys({ board: game.board, rack, pending, setPending, cursor, moveCursor, direction, setDirection, yourTurn, play: () => void play(), recall, announce, grid });

  // ---- View --------------------------------------------------------------------------------------------------
  const lastMove = useMemo(() => new Set(game.log.length && game.log[game.log.length - 1].kind === 'play' ? (game.log[game.log.length - 1].squares ?? []) : []), [game.log]);
  const status = turnStatus({ game, placement, invalid: knownInvalid, thinking: opponent.thinking });

  return (
    <GameFrame
      gameKey={descriptor.slug}
      title={DISPLAY_NAME}
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={() => startNew()}
      restartLabel="New game"
      announcement={announcement}
      className="ws"
      stats={[
        { label: 'You', value: <span data-testid="ws-score-you">{game.scores.you}</span> },
        { label: 'Computer', value: <span data-testid="ws-score-computer">{game.scores.computer}</span> },
        { label: 'Bag', value: <span data-testid="ws-bag">{game.bag.length}</span> },
        { label: 'Best', value: best ?? '–' },
      ]}
      controls={
        <Select<Level>
          label="Opponent"
          hideLabel
          value={game.level}
          options={LEVELS.map((l) => ({ value: l, label: `vs ${LEVEL_NAMES[l]}` }))}
          onChange={(level) => startNew(level)}
        />
      }
      toolbar={
        <div className="ws-panel">
          <p className={`ws-status ws-status--${status.kind}`} data-testid="ws-status" data-turn={game.over ? 'over' : game.toMove}>
            {status.text}
          </p>
          <Rack rack={rack} pending={pending} selected={selected} disabled={!yourTurn} onSelect={onSelectRack} onTilePointerDown={drag.onPointerDown} />
          <TurnActions
            yourTurn={yourTurn}
            canPlay={!!placement?.ok && !knownInvalid?.length}
            canRecall={pending.length > 0}
            canExchange={canExchange(game)}
            onPlay={() => void play()}
            onShuffle={shuffle}
            onRecall={recall}
            onExchange={() => setExchanging([])}
            onPass={pass}
            onHint={() => void hint()}
          />
        </div>
      }
      result={result}
      onResultClose={clearResult}
    >
      <Board
        board={game.board}
        pending={pending}
        lastMove={lastMove}
        cursor={cursor}
        direction={direction}
        grid={grid}
        testId={descriptor.ready.testId}
        state={game.over ? 'over' : yourTurn ? 'playing' : 'waiting'}
        onKeyDown={onBoardKey}
        onSquareClick={onSquareClick}
        onTilePointerDown={drag.onPointerDown}
      />
      <div ref={drag.ghostRef} className="ws-ghost ws-tile" hidden aria-hidden="true" />
      <BlankLetterDialog
        open={blankPick !== null}
        onClose={() => setBlankPick(null)}
        onPick={(letter) => {
          if (blankPick) setPending((p) => placeTile(game.board, rack, p, blankPick.rackIndex, blankPick.square, letter));
          setBlankPick(null);
          setSelected(null);
        }}
      />
      <ExchangeDialog rack={rack} chosen={exchanging} onChange={setExchanging} onConfirm={confirmExchange} onClose={() => setExchanging(null)} />
    </GameFrame>
  );
}

