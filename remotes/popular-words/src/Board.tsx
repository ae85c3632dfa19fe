import type { CSSProperties } from 'react';
import type { Prompt } from './logic/bank';
import { firstLetter, isRoundOver, strikesOf, type RoundState } from './logic/game';
import { MAX_STRIKES } from './logic/rules';

type SlotState = 'hidden' | 'found' | 'missed';

function slotState(round: RoundState, index: number): SlotState {
  if (round.found.includes(index)) return 'found';
  return isRoundOver(round) ? 'missed' : 'hidden';
}

/** The five ranked answers: hidden cards that flip over when found, or at the end of the round. */
export function AnswerBoard({ prompt, round }: { prompt: Prompt; round: RoundState }) {
  return (
    <ol className="pw-answers" aria-label="Answers">
      {prompt.answers.map((answer, index) => {
        const state = slotState(round, index);
        const hinted = state === 'hidden' && round.hinted.includes(index);
        const label =
          state === 'hidden'
            ? `Answer ${index + 1}, hidden${hinted ? `, starts with ${firstLetter(answer.text)}` : ''}`
            : `Answer ${index + 1}, ${answer.text}, ${answer.share}%${state === 'missed' ? ', missed' : ''}`;
        // Revealed at the end of a round, the missed ones flip one after the other.
        const order = state === 'missed' ? prompt.answers.slice(0, index).filter((_, i) => !round.found.includes(i)).length : 0;
        return (
          <li key={index} className="pw-slot" data-state={state} data-rank={index + 1} aria-label={label} style={{ '--pw-flip-order': order } as CSSProperties}>
            <div className="pw-slot__card" aria-hidden="true">
              <div className="pw-slot__face pw-slot__face--front">
                <span className="pw-slot__rank">{index + 1}</span>
                {hinted && <span className="pw-slot__hint">{firstLetter(answer.text)}…</span>}
              </div>
              <div className="pw-slot__face pw-slot__face--back">
                {state !== 'hidden' && (
                  <>
                    <span className="pw-slot__rank">{index + 1}</span>
                    <span className="pw-slot__text">{answer.text}</span>
                    {state === 'missed' && <span className="pw-slot__missed">missed</span>}
                    <span className="pw-slot__share">{answer.share}</span>
                  </>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** Three boxes: a struck one shows a cross (not colour alone). */
export function Strikes({ round }: { round: RoundState }) {
  const strikes = strikesOf(round);
  return (
    <div className="pw-strikes" role="img" aria-label={`Strikes: ${strikes} of ${MAX_STRIKES}`} data-strikes={strikes}>
      {Array.from({ length: MAX_STRIKES }, (_, i) => (
        <span key={i} className="pw-strike" data-on={i < strikes} aria-hidden="true">
          {i < strikes ? '✕' : ''}
        </span>
      ))}
    </div>
  );
}
