import type { GameProps } from '@games/shared/contracts';
import { Select } from '@games/shared/game-kit/controls/Select';
import { deferred } from '@games/shared/game-kit/deferred';
import { GameFrame } from '@games/shared/game-kit/GameFrame';
import { useGameKeys } from '@games/shared/game-kit/round/useGameKeys';
import { scoreResult } from '@games/shared/game-kit/score/score-result';
import { dailyAction } from '@games/shared/game-kit/result/next-daily-action';
import { useNextDaily } from '@games/shared/game-kit/result/useNextDaily';
import { formatScore, scoreShareText } from '@games/shared/game-kit/score/score-text';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { descriptor } from '../game.descriptor';
import { AnswerBoard, Strikes } from './Board';
import { isRoundOver, nextHint, type Mode } from './logic/game';
import { HINT_COST } from './logic/rules';
import { shareDetail, shareLines } from './logic/share';
import { usePopularWords } from './usePopularWords';
import './popularWords.css';
import { LoadFailure } from '@games/shared/game-kit/data/LoadFailure';

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const modes = (dailyDone: boolean): { value: Mode; label: string }[] => [
  { value: 'daily', label: dailyDone ? 'Daily set ✓' : 'Daily set' },
  { value: 'unlimited', label: 'Unlimited' },
];

/** The view: the prompt, the five answer cards, the strikes, the guess field, Hint and Next round. */
export default function Game({ title }: GameProps) {
  const g = usePopularWords();
  const nextDaily = useNextDaily(descriptor.slug, Boolean(g.resultOpen && g.game?.mode === 'daily' && g.outcome));
  const { game, prompt, round } = g;
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const inputId = useId();

  useEffect(() => {
    if (g.focus.target === 'input') inputRef.current?.focus();
    if (g.focus.target === 'next') nextRef.current?.focus();
  }, [g.focus]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (g.guess(typed)) setTyped('');
  };

  const roundOver = round ? isRoundOver(round) : false;
  // A letter typed while focus is elsewhere on the game (the frame after the help dialog closed, a button)
  // starts the guess: the field takes focus and the letter.
  useGameKeys(
    (event) => {
      const input = inputRef.current;
      if (!input || input.disabled || event.target === input || !/^[a-zA-Z]$/.test(event.key)) return false;
      input.focus();
      setTyped((now) => (now + event.key).slice(0, input.maxLength > 0 ? input.maxLength : undefined));
      return true;
    },
    { enabled: Boolean(round) && !roundOver },
  );
  const found = game ? game.rounds.reduce((sum, r) => sum + r.found.length, 0) : 0;
  const cleared = game ? game.rounds.filter((r) => r.found.length === 5).length : 0;
  const result =
    g.resultOpen && game && g.outcome
      ? scoreResult({
          title: game.mode === 'daily' ? 'Daily set done!' : 'Game over!',
          outcome: g.outcome,
          lines: [
            { label: 'Answers found', value: `${found} of 25` },
            { label: 'Boards cleared', value: cleared },
            ...(game.mode === 'daily' ? [{ label: 'Daily streak', value: g.streak }] : []),
          ],
          shareText: scoreShareText({ game: 'Popular Words', detail: shareDetail(game), outcome: g.outcome, lines: shareLines(game) }),
          onShareOutcome: g.announce,
          // After the daily set: the next daily of the day not finished yet, or unlimited play once all are.
          playAgain: game.mode === 'daily' ? dailyAction(nextDaily, g.newUnlimited).action : { label: 'New game', onClick: g.newUnlimited },
        })
      : null;

  const stats = [
    { label: 'Round', value: game ? `${game.round + 1}/${g.rounds}` : '–' },
    { label: 'Score', value: formatScore(g.score) },
    g.mode === 'daily' ? { label: 'Streak', value: g.streak } : { label: 'Best', value: formatScore(Math.max(g.best, g.over ? g.score : 0)) },
  ];

  return (
    <GameFrame
      gameKey={descriptor.slug}
      title={title}
      className="pw"
      howToPlay={<HowToPlay AnswerBoard={AnswerBoard} Strikes={Strikes} />}
      onRestart={g.bank ? g.newUnlimited : undefined}
      restartLabel="New game"
      stats={stats}
      controls={<Select label="Mode" hideLabel value={g.mode} options={modes(g.dailyDone)} onChange={g.chooseMode} disabled={!g.bank} />}
      announcement={g.announcement}
      result={result}
      onResultClose={g.closeResult}
    >
      <div
        className="pw-board"
        data-testid={descriptor.ready.testId}
        data-state={!game ? 'loading' : g.over ? 'over' : roundOver ? 'round-over' : 'playing'}
        data-round={game ? game.round + 1 : 0}
        data-prompt-id={prompt?.id ?? ''}
        data-score={g.score}
      >
        {g.error ? (
          <LoadFailure message={g.error.message} onRetry={g.retry} className="pw-message" />
        ) : !game || !prompt || !round ? (
          <p role="status" className="pw-message">
            Loading prompts…
          </p>
        ) : (
          <>
            <p className="pw-round">
              {game.mode === 'daily' ? `Daily ${game.dateKey}` : 'Unlimited'} · Round {game.round + 1} of {g.rounds}
            </p>
            <h3 className="pw-prompt">{prompt.prompt}</h3>
            <AnswerBoard prompt={prompt} round={round} />
            <Strikes round={round} />
            <form className="pw-guess" onSubmit={submit}>
              <label htmlFor={inputId} className="gk-visually-hidden">
                Your guess
              </label>
              <input
                ref={inputRef}
                id={inputId}
                className="pw-guess__input"
                type="text"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                disabled={roundOver}
                placeholder={roundOver ? 'Round over' : 'Type a guess…'}
                autoComplete="off"
                autoCorrect="off"
                autoCapitalize="none"
                spellCheck={false}
                enterKeyHint="send"
                maxLength={40}
              />
              <button type="submit" className="gk-button gk-button--primary pw-guess__submit" disabled={roundOver}>
                Guess
              </button>
            </form>
            <p className="pw-feedback" aria-hidden="true">
              {g.over && game.mode === 'daily' ? "Today's set is done. A new one comes tomorrow; Unlimited has more." : g.feedback || '\u00a0'}
            </p>
            <div className="pw-actions">
              <button
                type="button"
                className="gk-button pw-hint"
                onClick={g.hint}
                disabled={roundOver || nextHint(round) === null}
                aria-label={`Hint: show a first letter, costs ${HINT_COST} points`}
              >
                Hint <span aria-hidden="true">(−{HINT_COST})</span>
              </button>
              <button ref={nextRef} type="button" className="gk-button gk-button--primary pw-next" onClick={g.advance} disabled={!roundOver}>
                {g.over ? 'See result' : 'Next round'}
              </button>
            </div>
          </>
        )}
      </div>
    </GameFrame>
  );
}
