// The game as it is played: the saved record, the computer's moves and the tally (the kit's opponent session),
// the clock, sounds and announcements.
// Rules come from logic/ (chess.js); this hook only keeps state and time and turns actions into records.
import { useOpponentSession } from '@games/shared/game-kit/opponent/useOpponentSession';
import { verdictOf } from '@games/shared/game-kit/opponent/verdict';
import { useTones } from '@games/shared/game-kit/sound/useSoundSetting';
import { pageQuery } from '@games/shared/game-kit/url-options';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ThinkRequest, ThinkResult } from './engine/engine';
import { levelSettings } from './engine/levels';
import { computerThinkMs, timeLeft } from './logic/clock';
import { acceptsDraw } from './logic/drawOffer';
import { freshRecord, recordFromUrl } from './logic/new-game';
import { sanOfUci, spokenSan } from './logic/notation';
import { parseUci, isComputerTurn, replay, turnOf, uciOf, type Color, type Ending, type GameRecord } from './logic/record';
import type { Settings } from './logic/settings';
import { colorName, describeOutcome, outcomeOf } from './logic/status';
import { flagFall, pauseGame, playTimedMove, restoreTimedGame, resumeGame, takebackTimed } from './logic/timed-game';
import { SOUNDS, type SoundName } from './sounds';
import { gameStore, recordStores } from './stores';
import type { EngineClient } from './useEngine';

const HINT_LEVEL = 6;
const DRAW_LEVEL = 5;
/** The clock's time source: monotonic, so a changed system clock cannot steal or give time. */
export const clockNow = () => performance.now();

function firstRecord(settings: Settings): GameRecord {
  const record = recordFromUrl(pageQuery(), settings) ?? gameStore.load() ?? freshRecord(settings, Math.random);
  return restoreTimedGame(record, clockNow());
}

export function useChessGame(settings: Settings, engine: EngineClient, announce: (text: string) => void) {
  const [record, setRecord] = useState<GameRecord>(() => firstRecord(settings));
  const [busy, setBusy] = useState<'hint' | 'draw' | null>(null);
  const [hint, setHint] = useState<{ from: string; to: string } | null>(null);
  const [notice, setNotice] = useState('');

  const chess = useMemo(() => replay(record), [record]);
  const outcome = useMemo(() => outcomeOf(record, chess), [record, chess]);
  const history = useMemo(() => chess.history({ verbose: true }), [chess]);
  const turn = turnOf(record);
  const computerToMove = isComputerTurn(record) && !outcome.over;
  const canMoveNow = !outcome.over && !computerToMove;
  const playTones = useTones(!settings.muted);
  const sound = useCallback((name: SoundName) => playTones(SOUNDS[name]), [playTones]);

  const latest = useRef(record);
  useEffect(() => {
    latest.current = record;
    gameStore.save(record);
  }, [record]);

  // The clock stops while the page is hidden, in both modes, and is saved stopped when the page goes away:
  // this is a casual game on one device, and a clock that ran on in a hidden tab would lose games left by accident.
  useEffect(() => {
    const onVisibility = () => setRecord((r) => (document.hidden ? pauseGame(r, clockNow()) : resumeGame(r, clockNow())));
    // Saved at once: a state update might never render while the page unloads.
    const onPageHide = () => {
      const paused = pauseGame(latest.current, clockNow());
      gameStore.save(paused);
      setRecord(paused);
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
    };
  }, []);

  // Flag fall: wake up when the running side's time is up.
  const clock = record.clock;
  useEffect(() => {
    if (!clock?.running) return;
    let timer = 0;
    const check = () => {
      const now = clockNow();
      const left = timeLeft(clock, clock.running!, now);
      if (left <= 0) setRecord((r) => flagFall(r, now) ?? r);
      else timer = window.setTimeout(check, left + 5);
    };
    check();
    return () => window.clearTimeout(timer);
  }, [clock]);

  // Sounds and announcements for each new move and the result.
  const previous = useRef(record);
  useEffect(() => {
    const before = previous.current;
    previous.current = record;
    if (before.moves !== record.moves) setHint(null);
    const last = history[history.length - 1];
    if (record.moves.length === before.moves.length + 1 && before.startFen === record.startFen && last) {
      const who = record.mode === 'computer' ? (last.color === record.playerColor ? 'You' : 'Computer') : colorName(last.color);
      const text = `${who}: ${spokenSan(last.san)}.`;
      announce(outcome.over ? `${text} ${describeOutcome(outcome)}` : text);
      sound(outcome.over ? 'end' : chess.inCheck() ? 'check' : last.captured ? 'capture' : 'move');
    } else if (!before.ending && record.ending && outcome.over) {
      announce(describeOutcome(outcome));
      sound('end');
    }
  }, [record, history, outcome, chess, announce, sound]);

  // The computer's move, through the kit's opponent session: a thinking indicator with a short minimum delay (none
  // in timed games, where it would cost the computer's clock), and a stale answer (take back, new game) dropped.
  // Each finished game vs the computer counts once at its level (resign, timeout, agreed draw included).
  const markCounted = useCallback(() => setRecord((r) => (r.counted ? r : { ...r, counted: true })), []);
  const { thinking, tally } = useOpponentSession<GameRecord, ThinkRequest, ThinkResult>({
    engine: () => ({ call: engine.call }),
    minThinkMs: record.clock ? 0 : 300,
    computerTurn: computerToMove ? record : null,
    request: (asked) => {
      const level = levelSettings(asked.level);
      const timeMs = asked.clock ? computerThinkMs(level.timeMs, timeLeft(asked.clock, turnOf(asked), clockNow()), asked.clock.incrementMs) : undefined;
      return { fen: asked.startFen, moves: asked.moves, level: level.level, timeMs };
    },
    onAnswer: (result, asked) => {
      // Never trust the engine blindly: chess.js checks the move; fall back to any legal move.
      const fallback = replay(asked).moves({ verbose: true }).map(uciOf)[0] ?? '';
      const next = playTimedMove(asked, result.move, clockNow()) ?? playTimedMove(asked, fallback, clockNow());
      if (next) setRecord(next);
    },
    tallyStore: () => recordStores().then((records) => records.tallyStore),
    tallyKey: String(record.level),
    uncounted: outcome.over && record.mode === 'computer' && !record.counted ? verdictOf(outcome.winner, record.playerColor) : null,
    onCounted: markCounted,
  });

  /** Plays a legal move (UCI) for the side to move (or ends the game if its time ran out); false when it is not legal now. */
  const play = (uci: string): boolean => {
    if (!canMoveNow) return false;
    const next = playTimedMove(record, uci, clockNow());
    if (next) {
      setRecord(next);
      setNotice('');
    }
    return next !== null;
  };

  const end = useCallback((ending: Ending) => setRecord((r) => ({ ...pauseGame(r, clockNow()), ending })), []);

  /** A new game with the settings (or `next`, settings just chosen that have not rendered yet). */
  const startNewGame = (next: Settings = settings) => {
    setRecord(restoreTimedGame(freshRecord(next, Math.random), clockNow()));
    setNotice('');
    announce('New game.');
  };

  const takeBack = () => {
    const next = takebackTimed(record, clockNow());
    if (!next) return;
    setRecord(next);
    setNotice('');
    announce('Move taken back.');
  };

  const askHint = () => {
    if (!canMoveNow || busy) return;
    setBusy('hint');
    engine
      .call({ fen: record.startFen, moves: record.moves, level: HINT_LEVEL })
      .then((result) => {
        if (!result.move) return;
        const { from, to } = parseUci(result.move);
        setRecord((r) => (r === record ? { ...r, hintsUsed: r.hintsUsed + 1 } : r));
        setHint({ from, to });
        const san = sanOfUci(chess, result.move);
        announce(`Hint: ${san ? spokenSan(san) : result.move}.`);
      })
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  /** Against the computer: it accepts when it judges itself clearly worse. Against a friend the view asks them. */
  const offerDrawToComputer = () => {
    if (!canMoveNow || busy || outcome.over) return;
    setBusy('draw');
    engine
      .call({ fen: record.startFen, moves: record.moves, level: DRAW_LEVEL })
      .then((result) => {
        // The search scores the position for the player (to move): the computer's view is the opposite.
        if (acceptsDraw(-result.score)) end({ kind: 'agreed' });
        else {
          setNotice('The computer declines the draw.');
          announce('The computer declines the draw.');
        }
      })
      .catch(() => undefined)
      .finally(() => setBusy(null));
  };

  const resign = () => {
    const loser: Color = record.mode === 'computer' ? record.playerColor : turn;
    end({ kind: 'resign', loser });
  };

  const setLevel = (level: number) => {
    if (record.mode === 'computer' && !outcome.over) setRecord((r) => ({ ...r, level }));
  };

  const rejectMove = (text: string) => {
    announce(`${text || 'That'} is not a legal move here.`);
    setNotice(`“${text}” is not a legal move here.`);
    sound('illegal');
  };

  return {
    record,
    chess,
    outcome,
    history,
    turn,
    canMoveNow,
    thinking,
    busy,
    hint,
    notice,
    play,
    rejectMove,
    illegal: () => sound('illegal'),
    startNewGame,
    takeBack,
    askHint,
    offerDrawToComputer,
    agreeDraw: () => end({ kind: 'agreed' }),
    resign,
    setLevel,
    tally,
  };
}

export type ChessGame = ReturnType<typeof useChessGame>;
