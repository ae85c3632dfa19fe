import { Select } from '@games/shared/game-kit/controls/Select';
import type { RefObject } from 'react';
import { SKILL_LABEL, type SkillLevel } from './logic/adaptive';
import { CATEGORY_IDS, CATEGORY_LABEL, type CategoryId } from './logic/categories';
import { MODE_LABEL, MODES, type Mode } from './logic/round';

export interface LastRound {
  title: string;
  score: number;
  row: string;
  detail: string;
}

export interface SetupProps {
  mode: Mode;
  skill: SkillLevel;
  categories: readonly CategoryId[];
  dailyDone: boolean;
  dailyStreak: number;
  loading: boolean;
  error: string | null;
  last: LastRound | null;
  startRef: RefObject<HTMLButtonElement | null>;
  onMode(mode: Mode): void;
  onCategories(categories: CategoryId[]): void;
  onStart(): void;
}

const MODE_HINT: Record<Mode, string> = {
  classic: '10 questions, easy to hard. Points for speed and for answers in a row.',
  millionaire: '15 questions up a prize ladder. Safe havens at 5 and 10; one wrong answer ends the run.',
  daily: 'The same 10 questions for everyone today, from every category.',
};

/** Before a round: the mode, the categories (all eight by default) and Start. */
export function Setup({ mode, skill, categories, dailyDone, dailyStreak, loading, error, last, startRef, onMode, onCategories, onStart }: SetupProps) {
  const toggle = (id: CategoryId) => {
    const on = categories.includes(id);
    if (on && categories.length === 1) return;
    onCategories(on ? categories.filter((c) => c !== id) : CATEGORY_IDS.filter((c) => c === id || categories.includes(c)));
  };
  const all = categories.length === CATEGORY_IDS.length;
  const startBlocked = mode === 'daily' && dailyDone;
  return (
    <div className="quiz-setup">
      {last && (
        <div className="quiz-last" aria-label="Last round">
          <strong>{last.title}</strong> {last.detail} · {last.score.toLocaleString('en-US')} points
          <span className="quiz-last__row" aria-hidden="true">
            {last.row}
          </span>
        </div>
      )}
      <Select label="Mode" value={mode} options={MODES.map((m) => ({ value: m, label: MODE_LABEL[m] }))} onChange={(value) => onMode(value as Mode)} />
      <p className="quiz-setup__hint">
        {MODE_HINT[mode]}
        {mode === 'classic' && ` Level: ${SKILL_LABEL[skill]} (follows your last round).`}
      </p>
      {mode !== 'daily' ? (
        <fieldset className="quiz-categories">
          <legend>
            Categories{' '}
            <button type="button" className="quiz-link" onClick={() => onCategories(all ? [categories[0]] : [...CATEGORY_IDS])}>
              {all ? 'Pick one' : 'All'}
            </button>
          </legend>
          {CATEGORY_IDS.map((id) => (
            <label key={id} className={`quiz-chip${categories.includes(id) ? ' quiz-chip--on' : ''}`}>
              <input type="checkbox" checked={categories.includes(id)} onChange={() => toggle(id)} />
              <span aria-hidden="true">{categories.includes(id) ? '✓ ' : ''}</span>
              {CATEGORY_LABEL[id]}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="quiz-setup__daily">
          {dailyDone ? '✓ Done today. A new quiz comes at midnight UTC.' : 'Not played yet today.'} Streak: {dailyStreak} day{dailyStreak === 1 ? '' : 's'}.
        </p>
      )}
      {error && (
        <p role="alert" className="quiz-error">
          {error}
        </p>
      )}
      <button ref={startRef} type="button" className="gk-button gk-button--primary quiz-start" onClick={onStart} disabled={loading || startBlocked}>
        {loading ? 'Loading questions…' : error ? 'Try again' : startBlocked ? 'Played today' : last ? 'New round' : 'Start'}
      </button>
    </div>
  );
}
