import type { GameProps } from '@games/shared/contracts';
import { deferred } from '@games/shared/game-kit/deferred';
import { GameFrame, Switch, Toolbar, UndoButton, usePersistentState, type GameResult } from '@games/shared/game-kit';
import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import { useOpponentSession } from '@games/shared/game-kit/opponent/useOpponentSession';
import { tallyLines } from '@games/shared/game-kit/opponent/tally';
import { verdictOf } from '@games/shared/game-kit/opponent/verdict';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { newRecord, recordFromUrl } from './arrival';
import { Board } from './Board';
import { createEngine } from './engineClient';
import { discCount, movesFor, play, replay, squareName, winner, type Side } from './logic/game';
import { takeBack, type GameRecord } from './logic/record';
import { reversiResult, withTally } from './result';
import { ReversiControls } from './ReversiControls';
import { gameStore, settingsStore, tallyStore } from './stores';
import { useUndoKey } from './useUndoKey';
import { describeEvent, LEVEL_NAMES, resultTitle, sideName } from './words';
import './game.css';

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((h) => h.HowToPlay));

export default function Game({ title }: GameProps) {
  // A seeded URL replaces the saved game before the saved state is read.
  useState(() => {
    const fromUrl = recordFromUrl();
    if (fromUrl) gameStore.save(fromUrl);
    return null;
  });
  const [record, setRecord] = usePersistentState(gameStore, () => newRecord());
  const [settings, setSettings] = usePersistentState(settingsStore, { showMoves: true });
  const { announcement, announce } = useAnnouncer();
  const [result, setResult] = useState<GameResult | null>(null);

  const game = useMemo(() => replay(record.moves), [record.moves]);
  const { position, events, over } = game;
  const vsComputer = record.mode === 'computer';
  const computerSide: Side | null = vsComputer ? (record.human === 'black' ? 'white' : 'black') : null;
  const computerToMove = !over && position.toMove === computerSide;
  const legal = useMemo(() => (over || computerToMove ? [] : movesFor(position)), [over, computerToMove, position]);
  const discs = discCount(position);
  const last = events[events.length - 1] ?? null;
  const who = useCallback((side: Side) => (vsComputer ? (side === record.human ? 'You' : 'Computer') : sideName(side)), [vsComputer, record.human]);

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

  // The computer's turn (a newer position, a take back or a new game drops the answer), and the end: counted
  // once (in the tally against the computer), said, and shown.
  const outcome = over ? winner(position) : undefined;
  const endTitle = outcome === undefined ? '' : resultTitle(outcome, vsComputer, record.human);
  const { thinking, cancel, tally } = useOpponentSession({
    engine: createEngine,
    computerTurn: computerToMove ? record : null,
    request: (r: GameRecord) => ({ black: position.black, white: position.white, toMove: position.toMove, level: r.level, seed: `${r.seed}-${r.moves.length}` }),
    onAnswer: (answer) => place(answer.square),
    tallyStore,
    tallyKey: record.level,
    uncounted: !over || record.counted ? null : vsComputer ? verdictOf(outcome, record.human) : 'unrecorded',
    onCounted: () => {
      setRecord((r) => ({ ...r, counted: true }));
      announce(`Game over. Black ${discs.black}, White ${discs.white}. ${endTitle}`);
      const opponentName = vsComputer ? `${LEVEL_NAMES[record.level]} computer` : 'a friend';
      setResult(reversiResult({ title: endTitle, discs, opponent: opponentName, onNewGame: () => startNew() }));
    },
  });

  const startNew = useCallback(
    (from: Partial<GameRecord> = {}) => {
      cancel();
      setResult(null);
      setRecord((r) => newRecord({ mode: r.mode, level: r.level, human: r.human, ...from }));
      announce('New game. Black to move.');
    },
    [cancel, setRecord, announce],
  );

  // The result contract for opponent games (kit README): wins, losses and draws against this level, counted
  // with the game just ended. One object while the result stands, so the frame can hide it and bring it back.
  const levelName = LEVEL_NAMES[record.level];
  const shownResult = useMemo(() => (result && vsComputer ? withTally(result, tallyLines(tally, levelName)) : result), [result, vsComputer, tally, levelName]);

  const sides = useMemo(() => events.map((e) => e.side), [events]);
  const canUndo = !vsComputer ? record.moves.length > 0 : sides.includes(record.human);
  const undo = useCallback(() => {
    if (!canUndo) return;
    cancel();
    setResult(null);
    setRecord((r) => takeBack(r, sides));
    announce(vsComputer ? 'Took back your move and the reply.' : 'Took back the last move.');
  }, [canUndo, cancel, setRecord, sides, announce, vsComputer]);
  useUndoKey(undo);

  const onPlay = useCallback(
    (square: number) => {
      if (over || computerToMove) return;
      if (!place(square)) announce(`${squareName(square)} is not a legal move.`);
    },
    [over, computerToMove, place, announce],
  );

  const turnText = over ? 'Over' : computerToMove ? (thinking ? 'Thinking…' : 'Computer') : vsComputer ? 'You' : sideName(position.toMove);

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
      controls={<ReversiControls record={record} onStart={startNew} />}
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
