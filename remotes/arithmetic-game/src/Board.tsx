import { Keypad, type KeypadKey } from '@games/shared/game-kit/keypad/Keypad';
import type { KeypadPress } from '@games/shared/game-kit/keypad/keypad-keys';
import type { RecentScore } from '@games/shared/game-kit/score/score-records';
import { ScoreHistoryChart } from '@games/shared/game-kit/timed/ScoreHistoryChart';
import { formatCountdown } from '@games/shared/game-kit/timed/countdown';
import type { KeyboardEvent, RefObject } from 'react';
import { problemSpoken, problemText } from './logic/problems';
import type { Round } from './logic/round';
import { OPERATOR_SYMBOL, type Settings } from './logic/settings';

const DIGIT_ROWS = [7, 8, 9, 4, 5, 6, 1, 2, 3];

export interface BoardProps {
  testId: string;
  /** The round in play; null (or finished) shows the start card. */
  round: Round | null;
  /** The settings the next round will have. */
  settings: Settings;
  presetName: string;
  best: number;
  recent: readonly RecentScore[];
  lastScore: number | null;
  minus: boolean;
  /** Touch screens: the on-screen pad replaces the system keyboard. */
  touch: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  startRef: RefObject<HTMLButtonElement | null>;
  boardRef: RefObject<HTMLDivElement | null>;
  onStart(): void;
  onType(text: string): void;
  onPad(press: KeypadPress): void;
  onInputKey(event: KeyboardEvent<HTMLInputElement>): void;
}

/** The card: before a round the preset, best and recent scores with Start; during one the problem, the answer and the pad. */
export function Board(props: BoardProps) {
  const { testId, round, settings, presetName, best, recent, lastScore, minus, touch, inputRef, startRef, boardRef } = props;
  const playing = round !== null && !round.over;
  const strict = round?.settings.strict ?? false;
  const erase: KeypadKey = { kind: 'erase', label: '⌫' };
  const submit: KeypadKey = { kind: 'submit' };
  // Phone order (7 8 9 on top), then minus or erase, 0, and erase or Enter; 0 spans two keys when the row has no third.
  const third = minus ? erase : strict ? submit : null;
  const keys: KeypadKey[] = [...DIGIT_ROWS.map((digit) => ({ kind: 'digit' as const, digit })), minus ? { kind: 'minus' } : erase, { kind: 'digit', digit: 0 }, ...(third ? [third] : [])];
  const tools: KeypadKey[] = minus && strict ? [submit] : [];
  return (
    <div
      ref={boardRef}
      className={`arith-board${playing ? ' arith-board--playing' : ''}`}
      data-testid={testId}
      data-state={playing ? 'playing' : round?.over ? 'over' : 'ready'}
      data-score={round?.score ?? 0}
      data-left={playing ? round.problem.left : undefined}
      data-op={playing ? round.problem.op : undefined}
      data-right={playing ? round.problem.right : undefined}
    >
      {playing ? (
        <>
          <p className="arith-problem" aria-hidden="true">
            <span>{problemText(round.problem)}</span> <span className="arith-problem__eq">=</span>
          </p>
          <input
            ref={inputRef}
            className="arith-answer"
            type="text"
            inputMode={touch ? 'none' : 'numeric'}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="done"
            aria-label={`Answer to ${problemSpoken(round.problem)}`}
            aria-keyshortcuts="Escape"
            value={round.typed}
            onChange={(event) => props.onType(event.target.value)}
            onKeyDown={props.onInputKey}
          />
          <Keypad className={third ? 'arith-pad' : 'arith-pad arith-pad--wide-zero'} keys={keys} tools={tools} columns={3} onPress={props.onPad} label="Answer keys" testId="arithmetic-pad" />
        </>
      ) : (
        <div className="arith-start">
          <p className="arith-start__preset">{presetName}</p>
          <p className="arith-start__summary">
            <span aria-label={`Operators: ${settings.operators.map((op) => OPERATOR_SYMBOL[op]).join(' ')}`}>{settings.operators.map((op) => OPERATOR_SYMBOL[op]).join(' ')}</span>
            {' · '}
            <span aria-label={`${settings.durationS} seconds`}>{formatCountdown(settings.durationS * 1000)}</span>
          </p>
          <dl className="arith-start__figures">
            {lastScore !== null && (
              <div>
                <dt>Last</dt>
                <dd>{lastScore}</dd>
              </div>
            )}
            <div>
              <dt>Best</dt>
              <dd>{best}</dd>
            </div>
          </dl>
          <ScoreHistoryChart className="arith-history" recent={recent} title={`Recent scores, ${presetName}`} />
          <button ref={startRef} type="button" className="gk-button gk-button--primary arith-start__go" onClick={props.onStart}>
            {lastScore !== null ? 'Play again' : 'Start'}
          </button>
        </div>
      )}
    </div>
  );
}
