import type { ReactNode } from 'react';
import type { GameResult } from '../ResultDialog';
import { scoreResult } from './score-result';
import { recordedOutcome, type ScoreOutcome, type ScoreRecords } from './score-records';
import { describeScoreOutcome, scoreShareText } from './score-text';

export interface GameOverOptions {
  /** The round that just ended here; null for a game restored already over (then the standing best shows). */
  outcome: ScoreOutcome | null;
  records: ScoreRecords;
  scoreKey: string;
  score: number;
  /** What ended the round, as screen readers hear it first: 'Game over! No chain left.' */
  reason: string;
  /** The game's name in the share text, and what follows it ('4×4 · with undo'). */
  game: string;
  detail?: string;
  /** The round's own figure: shown as a line, shared as `shareLine`, and said after the score when `spoken` is given. */
  figure: { label: string; value: ReactNode; shareLine: string; spoken?: string };
  newGame: () => void;
  /** 'Play again' unless the game says otherwise ('Try again'). */
  playAgainLabel?: string;
  /** Offered while a move can be undone. */
  undo?: () => void;
  /** Told how sharing went, to announce it. */
  announce: (message: string) => void;
}

/**
 * "Game over!" for GameFrame's `result` (beside the final board; a sheet the player can hide on phones): the
 * score, the best or New best!, the game's own figure, Share, Play again and Undo. `words` is what screen
 * readers hear once when the round ends: the game announces them in an effect keyed on the words, e.g.
 * `useEffect(() => void (words && announce(words)), [announce, words])`.
 */
export function gameOverResult(options: GameOverOptions): { result: GameResult; words: string } {
  const { records, scoreKey, score, reason, game, detail, figure, newGame, playAgainLabel = 'Play again', undo, announce } = options;
  const outcome = options.outcome ?? recordedOutcome(records, scoreKey, score);
  const words = `${describeScoreOutcome(reason, outcome)}${figure.spoken ? ` ${figure.spoken}` : ''}`;
  const result = scoreResult({
    title: 'Game over!',
    outcome,
    lines: [{ label: figure.label, value: figure.value }],
    shareText: scoreShareText({ game, detail, outcome, lines: [figure.shareLine] }),
    onShareOutcome: announce,
    playAgain: { label: playAgainLabel, onClick: newGame },
    secondaryAction: undo && { label: 'Undo', onClick: undo },
  });
  return { result, words };
}
