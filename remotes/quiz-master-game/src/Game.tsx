import type { GameProps } from '@games/shared/contracts';
import { GameFrame, useAnnouncer } from '@games/shared/game-kit';
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { dateKey } from '@games/shared/game-kit/puzzle/daily';
import { createRecordsStore, emptyRecords, liveStreak, recordWin } from '@games/shared/game-kit/puzzle/records';
import { liveBest, type ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { describeScoreOutcome, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { useTimedSession } from '@games/shared/game-kit/timed/useTimedSession';
import { pageQuery, randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { loadBank } from './bank';
import { DEFAULT_SKILL, nextSkill } from './logic/adaptive';
import { HowToPlay } from './HowToPlay';
import { Ladder } from './Ladder';
import { CATEGORY_IDS, categoriesFromText, type CategoryId } from './logic/categories';
import {
  answer,
  answerRow,
  current,
  fiftyFifty,
  isMode,
  MODE_LABEL,
  moreTime,
  MORE_TIME_MS,
  nextQuestion,
  QUESTION_MS,
  roundFigures,
  skipQuestion,
  startRound,
  walkAway,
  type Mode,
  type Round,
} from './logic/round';
import { rankFor } from './logic/scoring';
import { LETTERS, QuestionCard } from './QuestionCard';
import { Setup, type LastRound } from './Setup';
import { GAME_KEY, roundStore, seenStore, settingsStore, type SavedGame, type Settings } from './stores';
import './quiz.css';

const KEY_TO_OPTION: Record<string, number> = { 1: 0, 2: 1, 3: 2, 4: 3, a: 0, b: 1, c: 2, d: 3 };

function readUrl() {
  const query = pageQuery();
  const mode = query.get('mode');
  return { seed: seedFromUrl(query), mode: isMode(mode) ? mode : null, categories: categoriesFromText(query.get('categories')) };
}

const spokenQuestion = (round: Round) => {
  const asked = current(round);
  const options = asked.options.map((o, i) => `${LETTERS[i]}: ${o}`).join('. ');
  return `Question ${round.index + 1} of ${round.asked.length}. ${asked.question.question} ${options}.`;
};

const endTitle = (round: Round) =>
  round.end === 'won' ? 'Top of the ladder!' : round.end === 'walked' ? 'You took the prize' : round.end === 'wrong' ? 'Run over' : round.mode === 'daily' ? 'Daily quiz done!' : 'Round complete!';

const roundDetail = (round: Round) => (round.mode === 'daily' ? `Daily ${round.dateKey}` : MODE_LABEL[round.mode]);

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || GAME_KEY;
  const [url] = useState(readUrl);
  const { announcement, announce } = useAnnouncer();
  const [settings, setSettings] = usePersistentState<Settings>(settingsStore, () => ({ mode: url.mode ?? 'classic', categories: url.categories ?? [...CATEGORY_IDS] }));
  const [saved, setSaved] = usePersistentState<SavedGame | null>(roundStore, null);
  const [seen, setSeen] = usePersistentState<string[]>(seenStore, []);
  const recordsStore = useMemo(() => createRecordsStore(gameKey), [gameKey]);
  const [dailyRecords, setDailyRecords] = usePersistentState(recordsStore, emptyRecords);
  const [finished, setFinished] = useState<ScoreOutcome | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const startRef = useRef<HTMLButtonElement>(null);
  const firstOptionRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);

  // The URL's mode and categories win once, when the page opens with them.
  useEffect(() => {
    if (url.mode || url.categories) setSettings((s) => ({ mode: url.mode ?? s.mode, categories: url.categories ?? s.categories }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  const round = saved?.round ?? null;
  const playing = round !== null && round.phase !== 'over';
  const mode: Mode = playing && round ? round.mode : settings.mode;
  const { records, finishRound } = useScoreRecords(gameKey, mode);
  const today = dateKey();
  const dailyDone = Boolean(dailyRecords.dailyDone[today]);

  // Focus moves after the render that shows its target (a round starts after its questions load).
  const focusWanted = useRef<{ current: HTMLElement | null } | null>(null);
  const focusLater = (ref: { current: HTMLElement | null }) => {
    focusWanted.current = ref;
  };
  useEffect(() => {
    const wanted = focusWanted.current;
    if (!wanted?.current) return;
    wanted.current.focus({ preventScroll: true });
    // A target not focusable yet (a render before the new question's) is tried again after the next render.
    if (document.activeElement === wanted.current) focusWanted.current = null;
  });

  const store = useCallback(
    (next: SavedGame | null) => {
      savedRef.current = next;
      setSaved(next);
    },
    [setSaved],
  );

  const finish = useCallback(
    (ended: Round) => {
      const figures = roundFigures(ended);
      const outcome = finishRound(ended.score, { correct: figures.correct, streak: ended.bestStreak });
      if (ended.mode === 'classic') setSettings((s) => ({ ...s, skill: nextSkill(s.skill ?? DEFAULT_SKILL, figures.correct, figures.total) }));
      if (ended.mode === 'daily' && ended.dateKey) {
        const mistakes = figures.total - figures.correct;
        setDailyRecords((r) => recordWin(r, { difficulty: 'daily', timeMs: 0, hints: 0, mistakes, dailyDate: ended.dateKey! }).records);
      }
      store({ round: ended, clock: null });
      setFinished(outcome);
      announce(`${describeScoreOutcome(endTitle(ended), outcome)} ${figures.correct} of ${figures.total} right.`);
    },
    [finishRound, setDailyRecords, setSettings, store, announce],
  );

  const onTimeUp = useCallback(() => {
    const now = savedRef.current?.round;
    if (!now || now.phase !== 'asking') return;
    const next = answer(now, null, 0);
    store({ round: next, clock: null });
    announce(`Time’s up. The answer: ${current(now).question.answer}. ${current(now).question.explanation}`);
    focusLater(nextRef);
  }, [store, announce]);

  const timed = useTimedSession({ durationMs: QUESTION_MS, onTimeUp });

  // A question saved while asked comes back held: the frame's cover offers Resume.
  useEffect(() => {
    const now = savedRef.current;
    if (now && now.round.phase === 'asking') timed.restore(now.clock ?? { durationMs: QUESTION_MS, elapsedMs: 0 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  const saveClock = timed.save;
  // The clock is kept when the question is held and when the page goes away.
  useEffect(() => {
    const keep = () => {
      const now = savedRef.current;
      if (now && now.round.phase === 'asking') store({ round: now.round, clock: saveClock() });
    };
    if (timed.paused) keep();
    window.addEventListener('pagehide', keep);
    return () => window.removeEventListener('pagehide', keep);
  }, [timed.paused, saveClock, store]);

  const begin = (next: Round) => {
    store({ round: next, clock: { durationMs: QUESTION_MS, elapsedMs: 0 } });
    timed.start(QUESTION_MS);
    announce(spokenQuestion(next));
    focusLater(firstOptionRef);
  };

  const start = async (chosenMode: Mode = settings.mode) => {
    if (loading) return;
    if (chosenMode === 'daily' && dailyRecords.dailyDone[today]) {
      announce('Today’s daily quiz is done. A new one comes at midnight UTC.');
      return;
    }
    setFinished(null);
    setError(null);
    setLoading(true);
    const categories: CategoryId[] = chosenMode === 'daily' ? [...CATEGORY_IDS] : settings.categories;
    try {
      const bank = await loadBank(categories);
      const seed = chosenMode === 'daily' ? `daily:${today}` : (url.seed ?? randomSeed());
      const started = startRound({ mode: chosenMode, seed, categories, bank, seen: url.seed ? [] : seen, dateKey: today, skill: url.seed ? DEFAULT_SKILL : settings.skill });
      if (chosenMode !== 'daily') setSeen(started.seen);
      begin(started.round);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The questions could not be loaded.');
      announce('The questions could not be loaded.');
    } finally {
      setLoading(false);
    }
  };

  const canAct = () => {
    const now = savedRef.current?.round;
    return now && now.phase === 'asking' && timed.status === 'running' ? now : null;
  };

  const choose = (option: number) => {
    const now = canAct();
    if (!now) return;
    const remaining = timed.readRemaining();
    const next = answer(now, option, remaining);
    if (next === now) return;
    timed.stop();
    store({ round: next, clock: null });
    const q = current(now).question;
    const record = next.answers[next.answers.length - 1];
    announce(record.correct ? `Right! Plus ${record.points} points. ${q.explanation}` : `Wrong. The answer: ${q.answer}. ${q.explanation}`);
    focusLater(nextRef);
  };

  const onFifty = () => {
    const now = canAct();
    if (!now) return;
    const next = fiftyFifty(now);
    store({ round: next, clock: timed.save() });
    const left = current(next).options.map((o, i) => (next.removed.includes(i) ? null : `${LETTERS[i]}: ${o}`)).filter(Boolean);
    announce(`50:50. Two wrong answers removed. Left: ${left.join(', ')}.`);
    // The spent lifeline's button is disabled: focus goes to the options left.
    focusLater(firstOptionRef);
  };

  const onMoreTime = () => {
    const now = canAct();
    if (!now) return;
    const next = moreTime(now);
    timed.addTime(MORE_TIME_MS);
    store({ round: next, clock: timed.save() });
    announce('Ten more seconds.');
    focusLater(firstOptionRef);
  };

  const onSkip = () => {
    const now = canAct();
    if (!now) return;
    const next = skipQuestion(now);
    if (next.phase === 'answered') {
      timed.stop();
      store({ round: next, clock: null });
      announce(`Passed. The answer: ${current(now).question.answer}.`);
      focusLater(nextRef);
    } else {
      begin(next);
    }
  };

  const onWalkAway = () => {
    const now = savedRef.current?.round;
    if (!now) return;
    const next = walkAway(now);
    if (next === now) return;
    timed.stop();
    finish(next);
  };

  const onNext = () => {
    const now = savedRef.current?.round;
    if (!now || now.phase !== 'answered') return;
    const next = nextQuestion(now);
    if (next.phase === 'over') finish(next);
    else begin(next);
  };

  // 1–4 or A–D answer, Enter goes on (a focused button keeps its own Enter).
  const keysRef = useRef({ choose, onNext });
  keysRef.current = { choose, onNext };
  useEffect(() => {
    if (!playing) return;
    const onKey = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event)) return;
      const phase = savedRef.current?.round.phase;
      const option = KEY_TO_OPTION[event.key.toLowerCase()];
      if (option !== undefined && phase === 'asking') {
        event.preventDefault();
        keysRef.current.choose(option);
      } else if (event.key === 'Enter' && phase === 'answered') {
        const target = event.target;
        if (target instanceof Element && target.closest('button, a, input, select, textarea')) return;
        event.preventDefault();
        keysRef.current.onNext();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playing]);

  const ended = round && round.phase === 'over' ? round : null;
  const result =
    finished && ended
      ? (() => {
          const figures = roundFigures(ended);
          const lines = [
            ended.mode === 'millionaire'
              ? { label: 'Ladder', value: `${figures.reached} of 15 climbed` }
              : { label: 'Right answers', value: `${figures.correct} / ${figures.total}` },
            ...(ended.mode === 'millionaire' ? [] : [{ label: 'Best streak', value: ended.bestStreak }]),
            { label: 'Rank', value: rankFor(figures.correct, figures.total) },
          ];
          return scoreResult({
            title: endTitle(ended),
            outcome: finished,
            lines,
            shareText: scoreShareText({
              game: 'Quiz Master',
              detail: roundDetail(ended),
              outcome: finished,
              lines: [`✅ ${figures.correct}/${figures.total} · ${rankFor(figures.correct, figures.total)}`, answerRow(ended)],
            }),
            onShareOutcome: announce,
            playAgain: ended.mode === 'daily' ? { label: 'Play a classic round', onClick: () => chooseMode('classic', true) } : { label: 'Play again', onClick: () => void start(ended.mode) },
          });
        })()
      : null;

  function chooseMode(next: Mode, andStart = false) {
    setSettings((s) => ({ ...s, mode: next }));
    setError(null);
    if (andStart) void start(next);
  }

  const last: LastRound | null = ended ? { title: endTitle(ended), score: ended.score, row: answerRow(ended), detail: roundDetail(ended) } : null;
  const reached = round ? round.answers.filter((a) => a.correct).length : 0;

  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="quiz"
      howToPlay={<HowToPlay />}
      onRestart={() => void start(playing && round ? round.mode : settings.mode)}
      restartLabel="New round"
      stats={[
        { label: 'Score', value: (round?.score ?? 0).toLocaleString('en-US') },
        { label: 'Best', value: liveBest(records, mode, playing && round ? round.score : 0).toLocaleString('en-US') },
      ]}
      announcement={announcement}
      result={result}
      onResultClose={() => {
        setFinished(null);
        focusLater(startRef);
      }}
      paused={playing && round?.phase === 'asking' && timed.paused}
      onResume={() => {
        timed.resume();
        focusLater(firstOptionRef);
      }}
    >
      <div className={`quiz-board${mode === 'millionaire' && playing ? ' quiz-board--ladder' : ''}`} data-testid={descriptor.ready.testId} data-state={playing ? round?.phase : ended ? 'over' : 'setup'}>
        {playing && round ? (
          <>
            <QuestionCard
              round={round}
              remainingMs={round.phase === 'asking' ? timed.remainingMs : 0}
              durationMs={timed.durationMs}
              firstOptionRef={firstOptionRef}
              nextRef={nextRef}
              onChoose={choose}
              onNext={onNext}
              onFifty={onFifty}
              onSkip={onSkip}
              onMoreTime={onMoreTime}
              onWalkAway={onWalkAway}
            />
            {round.mode === 'millionaire' && <Ladder reached={reached} asking={round.index + 1} />}
          </>
        ) : (
          <Setup
            mode={settings.mode}
            skill={settings.skill ?? DEFAULT_SKILL}
            categories={settings.categories}
            dailyDone={dailyDone}
            dailyStreak={liveStreak(dailyRecords, today)}
            loading={loading}
            error={error}
            last={last}
            startRef={startRef}
            onMode={(m) => chooseMode(m)}
            onCategories={(categories) => setSettings((s) => ({ ...s, categories }))}
            onStart={() => void start()}
          />
        )}
      </div>
    </GameFrame>
  );
}
