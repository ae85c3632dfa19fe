import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { deferred } from '@games/shared/game-kit/deferred';
import { useDailyRecords } from '@games/shared/game-kit/round/useDailyRecords';
import { useFocusAfterRender } from '@games/shared/game-kit/round/useFocusAfterRender';
import { useRoundSession, type RoundSession } from '@games/shared/game-kit/round/useRoundSession';
import { liveBest } from '@games/shared/game-kit/score/score-records';
import { pageQuery, randomSeed, seedFromUrl } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useEffect, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { loadBank } from './bank';
import { DEFAULT_SKILL, nextSkill } from './logic/adaptive';
import { Ladder } from './Ladder';
import { CATEGORY_IDS, categoriesFromText, type CategoryId } from './logic/categories';
import { answerRow, isMode, QUESTION_MS, roundFigures, startRound, type Mode } from './logic/round';
import { QuestionCard } from './QuestionCard';
import { endTitle, quizResult, roundDetail } from './result';
import { Setup } from './Setup';
import { GAME_KEY, roundStore, seenStore, settingsStore, type SavedGame, type Settings } from './stores';
import { asking, useQuestionActions } from './useQuestionActions';
import { dailyAction } from '@games/shared/game-kit/result/next-daily-action';
import { useNextDaily } from '@games/shared/game-kit/result/useNextDaily';
import './quiz.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

function readUrl() {
  const query = pageQuery();
  const mode = query.get('mode');
  return { seed: seedFromUrl(query), mode: isMode(mode) ? mode : null, categories: categoriesFromText(query.get('categories')) };
}

const inRound = (saved: SavedGame | null): saved is SavedGame => saved !== null && saved.round.phase !== 'over';

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || GAME_KEY;
  const [url] = useState(readUrl);
  const [settings, setSettings] = usePersistentState<Settings>(settingsStore, () => ({ mode: url.mode ?? 'classic', categories: url.categories ?? [...CATEGORY_IDS] }));
  const [seen, setSeen] = usePersistentState<string[]>(seenStore, []);
  const daily = useDailyRecords(gameKey);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const startRef = useRef<HTMLButtonElement>(null);
  const firstOptionRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // Focus moves after the render that shows its target (a round starts after its questions load).
  const focusAfterRender = useFocusAfterRender();

  // The URL's mode and categories win once, when the page opens with them.
  useEffect(() => {
    if (url.mode || url.categories) setSettings((s) => ({ mode: url.mode ?? s.mode, categories: url.categories ?? s.categories }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on open
  }, []);

  // The clock runs per question, while it is asked.
  const game: RoundSession<SavedGame | null> = useRoundSession<SavedGame | null>({
    gameKey,
    store: roundStore,
    initial: null,
    clockRuns: asking,
    durationMs: QUESTION_MS,
    scoreKey: (saved) => (inRound(saved) ? saved.round.mode : settings.mode),
    daily,
    onTimeUp: ({ round: now }) => actions.timeUp(now),
  });
  const { timed, announce } = game;
  const actions = useQuestionActions({
    game,
    focus: focusAfterRender,
    firstOptionRef,
    nextRef,
    onFinished: (ended) => {
      const figures = roundFigures(ended);
      if (ended.mode === 'classic') setSettings((s) => ({ ...s, skill: nextSkill(s.skill ?? DEFAULT_SKILL, figures.correct, figures.total) }));
    },
  });
  const round = game.saved?.round ?? null;
  const playing = inRound(game.saved);
  const mode: Mode = playing && round ? round.mode : settings.mode;

  const start = async (chosenMode: Mode = settings.mode) => {
    if (loading) return;
    if (chosenMode === 'daily' && daily.doneToday) {
      announce('Today’s daily quiz is done. A new one comes at midnight UTC.');
      return;
    }
    game.closeResult();
    setError(null);
    setLoading(true);
    const categories: CategoryId[] = chosenMode === 'daily' ? [...CATEGORY_IDS] : settings.categories;
    try {
      const bank = await loadBank(categories);
      const seed = chosenMode === 'daily' ? `daily:${daily.today}` : (url.seed ?? randomSeed());
      const started = startRound({ mode: chosenMode, seed, categories, bank, seen: url.seed ? [] : seen, dateKey: daily.today, skill: url.seed ? DEFAULT_SKILL : settings.skill });
      if (chosenMode !== 'daily') setSeen(started.seen);
      actions.ask(started.round);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The questions could not be loaded.');
      announce('The questions could not be loaded.');
    } finally {
      setLoading(false);
    }
  };

  function chooseMode(next: Mode, andStart = false) {
    setSettings((s) => ({ ...s, mode: next }));
    setError(null);
    if (andStart) void start(next);
  }

  const ended = round && round.phase === 'over' ? round : null;
  const nextDaily = useNextDaily(gameKey, Boolean(game.finished && ended?.mode === 'daily'));
  /** After the daily quiz: the next daily of the day not finished yet, or a classic round once all are. */
  const afterDaily = () => {
    const classic = { label: 'Play a classic round', onClick: () => chooseMode('classic', true) };
    const onwards = dailyAction(nextDaily, classic.onClick);
    return onwards.leadsOn ? onwards.action : classic;
  };
  const result =
    game.finished && ended
      ? quizResult(
          ended,
          game.finished,
          announce,
          ended.mode === 'daily' ? afterDaily() : { label: 'Play again', onClick: () => void start(ended.mode) },
        )
      : null;

  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="quiz"
      howToPlay={<HowToPlay QuestionCard={QuestionCard} />}
      onRestart={() => void start(playing && round ? round.mode : settings.mode)}
      restartLabel="New round"
      stats={[
        { label: 'Score', value: (round?.score ?? 0).toLocaleString('en-US') },
        { label: 'Best', value: liveBest(game.scores.records, mode, playing && round ? round.score : 0).toLocaleString('en-US') },
      ]}
      announcement={game.announcement}
      result={result}
      onResultClose={() => {
        game.closeResult();
        focusAfterRender(startRef);
      }}
      paused={game.paused}
      onResume={() => {
        timed.resume();
        focusAfterRender(firstOptionRef);
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
              onChoose={actions.choose}
              onNext={actions.goOn}
              onFifty={actions.fifty}
              onSkip={actions.skip}
              onMoreTime={actions.addTime}
              onWalkAway={actions.walk}
            />
            {round.mode === 'millionaire' && <Ladder reached={round.answers.filter((a) => a.correct).length} asking={round.index + 1} />}
          </>
        ) : (
          <Setup
            mode={settings.mode}
            skill={settings.skill ?? DEFAULT_SKILL}
            categories={settings.categories}
            dailyDone={daily.doneToday}
            dailyStreak={daily.streak}
            loading={loading}
            error={error}
            last={ended ? { title: endTitle(ended), score: ended.score, row: answerRow(ended), detail: roundDetail(ended) } : null}
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
