import { ShareButton } from '@games/shared/game-kit/controls/ShareButton';
import type { GameState } from './logic/game';
import type { Puzzle } from './logic/puzzle';
import { shareText } from './logic/share';
import type { Stats } from './logic/stats';
import { StatsView } from './StatsView';

/** The result dialog's body: the guesses as coloured squares (what Share sends), the stats and Share. */
export function ResultDetails({ puzzle, game, label, stats, today, onShare }: { puzzle: Puzzle; game: GameState; label: string; stats: Stats; today: string; onShare(message: string): void }) {
  const text = shareText(puzzle, game, label);
  const won = game.solved.length === 4;
  return (
    <div className="cg-result">
      <pre className="cg-result__grid" aria-label={`Your ${game.guesses.length} guesses as coloured squares`}>
        {text.split('\n').slice(2).join('\n')}
      </pre>
      <StatsView stats={stats} today={today} highlight={won ? Math.min(game.mistakes, 3) : 4} />
      <ShareButton text={text} onOutcome={(message) => onShare(message)} />
    </div>
  );
}
