import type { GameProps } from '@games/shared/contracts';
import { deferred } from '@games/shared/game-kit/deferred';
import { GameFrame, Select, ShareButton, Switch, Toolbar, UndoButton, usePersistentState, type GameResult } from '@games/shared/game-kit';
import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { useOpponent } from '@games/shared/game-kit/opponent/useOpponent';
import { pageQuery, randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { bundledWorker } from '@games/shared/game-kit/worker/createWorker';
import { createWorkerClient } from '@games/shared/game-kit/worker/worker-client';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { LEVELS, type Level, type ThinkRequest, type ThinkResult } from './logic/engine';
import { discCount, movesFor, play, replay, squareName, winner, type MoveEvent, type Side } from './logic/game';
import { addResult, tallyLines, tallyOf } from '@games/shared/game-kit/opponent/tally';
import { takeBack, type GameRecord } from './logic/record';
import { gameStore, settingsStore, tallyStore } from './stores';
import './game.css';

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((h) => h.HowToPlay));

const LEVEL_NAMES: Record<Level, string> = { easy: 'Easy', medium: 'Medium', hard: 'Hard' };
const cap = (side: Side) => (side === 'black' ? 'Black' : 'White');
const isLevel = (x: unknown): x is Level => LEVELS.includes(x as Level);

/** Main thread, when workers fail: the same engine with a shorter budget. */
async function thinkOnMainThread(request: ThinkRequest): Promise<ThinkResult> {
  const { think } = await import('./logic/engine');
  return think({ ...request, timeMs: 150, minDepth: Math.min(request.minDepth ?? 4, 4) });
}

const createEngine = () =>
  createWorkerClient<ThinkRequest, ThinkResult>({
    start: bundledWorker('reversi-engine', () => new Worker(new URL('./engine.worker.ts', import.meta.url))),
    fallback: thinkOnMainThread,
    terminateOnAbort: true,
  });

function newRecord(from: Partial<GameRecord> = {}): GameRecord {
  return { mode: 'computer', level: 'easy', human: 'black', seed: randomSeed(), ...from, moves: [], counted: false };
}

/** `?seed=…&difficulty=…&color=…&mode=two` starts that game instead of the saved one. */
function recordFromUrl(): GameRecord | null {
  const query = pageQuery();
  const seed = seedFromUrl(query);
  if (!seed) return null;
  const level = query.get('difficulty') ?? query.get('level');
  return newRecord({
    seed,
    level: isLevel(level) ? level : 'easy',
    human: query.get('color') === 'white' ? 'white' : 'black',
    mode: query.get('mode') === 'two' ? 'two' : 'computer',
  });
}

function describeEvent(event: MoveEvent, who: (side: Side) => string): string {
  const n = event.flipped.length;
  let text = `${who(event.side)} ${squareName(event.square)}, ${n} disc${n === 1 ? '' : 's'} flipped.`;
  if (event.passed) text += ` ${who(event.passed)} ${event.passed === event.side ? 'pass' : 'passes'}: no legal move.`;
  return text;
}

/** Spoiler-free: the outcome and the disc count, never the moves. */
const shareText = (title: string, opponent: string, score: string) => `Reversi vs ${opponent}: ${title} ${score} (black–white)`;

export default function Game({ title }: GameProps) {
  // A seeded URL replaces the saved game before the saved state is read.
  useState(() => {
    const fromUrl = recordFromUrl();
    if (fromUrl) gameStore.save(fromUrl);
    return null;
  });
  const [record, setRecord] = usePersistentState(gameStore, () => newRecord());
  const [tallies, setTallies] = usePersistentState(tallyStore, {});
  const [settings, setSettings] = usePersistentState(settingsStore, { showMoves: true });
  const { announcement, announce } = useAnnouncer();
  const opponent = useOpponent<ThinkRequest, ThinkResult>(createEngine);
  const [result, setResult] = useState<GameResult | null>(null);

  const game = useMemo(() => replay(record.moves), [record.moves]);
  const { position, events, over } = game;
  const vsComputer = record.mode === 'computer';
  const computerSide: Side | null = vsComputer ? (record.human === 'black' ? 'white' : 'black') : null;
  const computerToMove = !over && position.toMove === computerSide;
  const legal = useMemo(() => (over || computerToMove ? [] : movesFor(position)), [over, computerToMove, position]);
  const discs = discCount(position);
  const last = events[events.length - 1] ?? null;
  const who = useCallback((side: Side) => (vsComputer ? (side === record.human ? 'You' : 'Computer') : cap(side)), [vsComputer, record.human]);

  // A corrupt save (moves that do not replay) keeps only its legal beginning.
  useEffect(() => {
    if (!game.valid) setRecord((r) => ({ ...r, moves: r.moves.slice(0, game.events.length) }));
  }, [game, setRecord]);

  const place = useCallback(
    (square: number) => {
      const played = play(position, square);
      if (!played) return false;
      setRecord((r) => ({ ...r, moves: [...r.moves, square] }));
      announce(describeEvent(played.event, who));
      return true;
    },
    [position, setRecord, announce, who],
  );

  // The computer's turn: ask the engine; a newer position, a take back or a new game drops the answer.
  useEffect(() => {
    if (!computerToMove) return;
    const request: ThinkRequest = { black: position.black, white: position.white, toMove: position.toMove, level: record.level, seed: `${record.seed}-${record.moves.length}` };
    void opponent.ask(request).then((answer) => answer !== null && place(answer.square));
    return () => opponent.cancel();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one ask per position
  }, [computerToMove, record.moves, record.level, record.seed]);

  const startNew = useCallback(
    (from: Partial<GameRecord> = {}) => {
      opponent.cancel();
      setResult(null);
      setRecord((r) => newRecord({ mode: r.mode, level: r.level, human: r.human, ...from }));
      announce('New game. Black to move.');
    },
    [opponent, setRecord, announce],
  );

  // The end: count it once in the tally, then show the result.
  const outcome = over ? winner(position) : undefined;
  const scoreLine = `${discs.black}–${discs.white}`;
  const resultTitle = outcome === undefined ? '' : outcome === null ? 'Draw' : vsComputer ? (outcome === record.human ? 'You win!' : 'The computer wins') : `${cap(outcome)} wins!`;
  useEffect(() => {
    if (!over || record.counted) return;
    if (vsComputer) {
      const kind = outcome === null ? 'draw' : outcome === record.human ? 'win' : 'loss';
      setTallies((t) => addResult(t, record.level, kind));
    }
    setRecord((r) => ({ ...r, counted: true }));
    announce(`Game over. Black ${discs.black}, White ${discs.white}. ${resultTitle}`);
    setResult({
      title: resultTitle,
      lines: [{ label: 'Score (black–white)', value: scoreLine }],
      details: <ShareButton text={shareText(resultTitle, vsComputer ? `${LEVEL_NAMES[record.level]} computer` : 'a friend', scoreLine)} />,
      primaryAction: { label: 'New game', onClick: () => startNew() },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per finished game
  }, [over, record.counted]);

  const tally = tallyOf(tallies, record.level);
  // The result contract for opponent games (kit README): wins, losses and draws against this level, counted
  // with the game just ended. One object while the result stands, so the frame can hide it and bring it back.
  const levelName = LEVEL_NAMES[record.level];
  const shownResult = useMemo(
    () =>
      result && vsComputer
        ? {
            ...result,
            lines: [
              ...(result.lines ?? []),
              ...tallyLines(tally, levelName),
            ],
          }
        : result,
    [result, vsComputer, tally, levelName],
  );

  const sides = useMemo(() => events.map((e) => e.side), [events]);
  const canUndo = !vsComputer ? record.moves.length > 0 : sides.includes(record.human);
  const undo = useCallback(() => {
    if (!canUndo) return;
    opponent.cancel();
    setResult(null);
    setRecord((r) => takeBack(r, sides));
    announce(vsComputer ? 'Took back your move and the reply.' : 'Took back the last move.');
  }, [canUndo, opponent, setRecord, sides, announce, vsComputer]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event, { allowCommand: true })) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo]);

  const onPlay = useCallback(
    (square: number) => {
      if (over || computerToMove) return;
      if (!place(square)) announce(`${squareName(square)} is not a legal move.`);
    },
    [over, computerToMove, place, announce],
  );

  const turnText = over ? 'Over' : computerToMove ? (opponent.thinking ? 'Thinking…' : 'Computer') : vsComputer ? 'You' : cap(position.toMove);

  return (
    <GameFrame
      gameKey={descriptor.slug}
      title={title}
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={() => startNew()}
      restartLabel="New game"
      announcement={announcement}
      className="reversi"
      stats={[
        { label: 'Black ●', value: discs.black },
        { label: 'White ○', value: discs.white },
        { label: 'Turn', value: <span data-testid="reversi-turn">{turnText}</span> },
      ]}
      controls={
        <div className="reversi__controls">
          <Select<Level | 'two'>
            label="Opponent"
            hideLabel
            value={vsComputer ? record.level : 'two'}
            options={[...LEVELS.map((l) => ({ value: l, label: LEVEL_NAMES[l] })), { value: 'two' as const, label: '2 players' }]}
            onChange={(choice) => startNew(choice === 'two' ? { mode: 'two' } : { mode: 'computer', level: choice })}
          />
          {vsComputer && (
            <Select<Side>
                label="Your colour"
                hideLabel
                value={record.human}
                options={[
                  { value: 'black', label: 'Play black' },
                  { value: 'white', label: 'Play white' },
                ]}
                onChange={(human) => startNew({ human })}
              />
          )}
        </div>
      }
      toolbar={
        <Toolbar label="Game tools">
          <UndoButton onClick={undo} disabled={!canUndo} label={vsComputer ? 'Take back' : 'Undo'} />
          {/* Beside Take back, not among the pickers: on a phone the board then starts one row higher. */}
          <Switch label="Dots" checked={settings.showMoves} onChange={(showMoves) => setSettings({ showMoves })} />
          {last?.passed && !over && (
            <span className="reversi__pass" data-testid="reversi-pass">
              {who(last.passed)} {last.passed === record.human && vsComputer ? 'have' : 'has'} no move: pass
            </span>
          )}
        </Toolbar>
      }
      result={shownResult}
      onResultClose={() => setResult(null)}
    >
      <Board
        position={position}
        legal={legal}
        showMoves={settings.showMoves}
        last={last}
        ply={record.moves.length}
        over={over}
        testId={descriptor.ready.testId}
        onPlay={onPlay}
      />
    </GameFrame>
  );
}
