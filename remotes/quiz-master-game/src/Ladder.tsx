import { isSafeHaven, LADDER, prizeAt, safePrize } from './logic/ladder';

const points = (value: number) => value.toLocaleString('en-US');

/** The Millionaire prize ladder, top rung first; on a phone only one line of it. */
export function Ladder({ reached, asking }: { reached: number; asking: number }) {
  return (
    <div className="quiz-ladder">
      <p className="quiz-ladder__line">
        {`Question ${asking} for ${points(prizeAt(asking))} · safe: ${points(safePrize(reached))}`}
      </p>
      <ol className="quiz-ladder__rungs" aria-label="Prize ladder" reversed>
        {[...LADDER].reverse().map((prize, i) => {
          const rung = LADDER.length - i;
          const state = rung === asking ? 'current' : rung <= reached ? 'passed' : 'ahead';
          return (
            <li key={rung} className={`quiz-rung quiz-rung--${state}${isSafeHaven(rung) ? ' quiz-rung--safe' : ''}`} aria-current={rung === asking ? 'step' : undefined}>
              <span className="quiz-rung__n">{rung}</span>
              <span className="quiz-rung__prize">{points(prize)}</span>
              {isSafeHaven(rung) && <span className="quiz-rung__safe">safe</span>}
            </li>
          );
        })}
      </ol>
    </div>
  );
}
