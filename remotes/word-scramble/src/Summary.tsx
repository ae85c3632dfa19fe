import { useEffect, useRef } from 'react';
import { roundLabel } from './logic/label';
import { solvedCount, type Round } from './logic/round';

export interface SummaryProps {
  round: Round;
  testId: string;
  againLabel: string;
  onAgain(): void;
}

const STATUS = { solved: 'solved', skipped: 'skipped', timeout: 'time ran out', playing: 'not played' } as const;

/** The finished round: every word with how it went, the score, and the way on. */
export function Summary({ round, testId, againLabel, onAgain }: SummaryProps) {
  const again = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!document.querySelector('[role="dialog"]')) again.current?.focus({ preventScroll: true });
  }, []);
  return (
    <section className="scramble-board scramble-summary" data-testid={testId} data-state="over" data-score={round.score} aria-label="Round summary">
      <h2 className="scramble-summary__title">
        {round.mode === 'daily' ? `Daily five · ${round.date}` : round.mode === 'theme' ? roundLabel(round) : 'Round over'}: {round.score} points, {solvedCount(round)} of {round.words.length} solved
      </h2>
      <ol className="scramble-summary__words">
        {round.words.map((word, i) => (
          // One line a word: mark, word, then how it went at the right ("+100", "skipped"); a solved word's
          // status is said to screen readers, the ✓ shows it.
          <li key={i} className={`scramble-summary__word scramble-summary__word--${word.status}`}>
            <span aria-hidden="true">{word.status === 'solved' ? '✓' : '✗'}</span>
            <strong>{(word.solvedAs ?? word.answer).toUpperCase()}</strong>
            <span className="scramble-summary__how">
              {word.status === 'solved' ? <span className="gk-visually-hidden">solved, </span> : STATUS[word.status]}
              {word.status === 'solved' ? `+${word.points}` : ''}
              {word.hinted.length ? `, ${word.hinted.length} hint${word.hinted.length === 1 ? '' : 's'}` : ''}
            </span>
          </li>
        ))}
      </ol>
      <button ref={again} type="button" className="gk-button gk-button--primary" onClick={onAgain}>
        {againLabel}
      </button>
    </section>
  );
}
