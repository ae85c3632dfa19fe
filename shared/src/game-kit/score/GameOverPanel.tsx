import { useEffect, type ReactNode } from 'react';
import { scoreResult } from './score-result';
import { recordedOutcome, type ScoreOutcome, type ScoreRecords } from './score-records';
import { ScoreResultPanel } from './ScoreResultPanel';
import { describeScoreOutcome, scoreShareText } from './score-text';

export interface GameOverPanelProps {
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
  /** Says the round's end, and how sharing went, to screen readers. */
  announce: (message: string) => void;
  className?: string;
}

/**
 * "Game over!" over the board, which stays in view under it (2048's way): the score, the best or
 * New best!, the game's own figure, Share, Play again and Undo; the end is announced once.
 */
export function GameOverPanel(props: GameOverPanelProps) {
  const { records, scoreKey, score, reason, game, detail, figure, newGame, playAgainLabel = 'Play again', undo, announce, className } = props;
  const outcome = props.outcome ?? recordedOutcome(records, scoreKey, score);
  const words = `${describeScoreOutcome(reason, outcome)}${figure.spoken ? ` ${figure.spoken}` : ''}`;
  useEffect(() => announce(words), [announce, words]);
  const result = scoreResult({
    title: 'Game over!',
    outcome,
    lines: [{ label: figure.label, value: figure.value }],
    shareText: scoreShareText({ game, detail, outcome, lines: [figure.shareLine] }),
    onShareOutcome: announce,
    playAgain: { label: playAgainLabel, onClick: newGame },
    secondaryAction: undo && { label: 'Undo', onClick: undo },
  });
  return <ScoreResultPanel className={className} result={result} />;
}
