import { comboLines } from './logic/combos';
import type { KakuroRun } from './logic/layout';

export interface ComboHelperProps {
  runs: readonly KakuroRun[];
  values: readonly number[];
}

/** The digit sets of the selected cell's runs ("17 in 2: 8+9"), those a placed digit rules out struck through. */
export function ComboHelper({ runs, values }: ComboHelperProps) {
  return (
    <section className="kk-combos" aria-label="Combinations" data-testid="kakuro-combos">
      {runs.map((run) => {
        const lines = comboLines(run.cells.length, run.sum, run.cells.map((c) => values[c]));
        return (
          <div className="kk-combos__run" key={`${run.axis}-${run.clueCell}`}>
            <span className="kk-combos__head">
              <span aria-hidden="true">{run.axis === 'across' ? '→' : '↓'}</span> {run.sum} in {run.cells.length}:
            </span>{' '}
            <span className="kk-combos__list">
              {lines.map((line, i) => (
                <span key={line.digits.join('')}>
                  {line.ruledOut ? (
                    <s className="kk-combos__out">
                      {line.digits.join('+')}
                      <span className="gk-visually-hidden"> (ruled out)</span>
                    </s>
                  ) : (
                    <span className="kk-combos__in">{line.digits.join('+')}</span>
                  )}
                  {i < lines.length - 1 && <span className="kk-combos__sep">, </span>}
                </span>
              ))}
            </span>
          </div>
        );
      })}
    </section>
  );
}
