import { ShareButton } from '@games/shared/game-kit/controls/ShareButton';
import { guessLevels, type GameState } from './logic/game';
import { LEVEL_NAMES, LEVEL_SHAPES, type Puzzle } from './logic/puzzle';
import { shareText } from './logic/share';
import type { Stats } from './logic/stats';
import { StatsView } from './StatsView';

/**
 * The result dialog's body: the guesses as rows of coloured squares, each with its level's shape (what Share
 * sends as emoji, without words), the stats and Share.
 */
export function ResultDetails({ puzzle, game, label, stats, today, onShare }: { puzzle: Puzzle; game: GameState; label: string; stats: Stats; today: string; onShare(message: string): void }) {
  const won = game.solved.length === 4;
  return (
    <div className="cg-result">
      <ol className="cg-result__grid" aria-label={`Your ${game.guesses.length} guesses`}>
        {game.guesses.map((guess, row) => {
          const levels = guessLevels(puzzle, guess);
          return (
            <li key={row} className="cg-result__row" aria-label={`Guess ${row + 1}: ${levels.map((level) => LEVEL_NAMES[level]).join(', ')}`}>
              {levels.map((level, i) => (
                <span key={i} className={`cg-result__square cg-group--${level}`} aria-hidden="true">
                  {LEVEL_SHAPES[level]}
                </span>
              ))}
            </li>
          );
        })}
      </ol>
      <StatsView stats={stats} today={today} highlight={won ? Math.min(game.mistakes, 3) : 4} />
      <ShareButton text={shareText(puzzle, game, label)} onOutcome={(message) => onShare(message)} />
    </div>
  );
}
