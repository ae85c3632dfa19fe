// The line above the rack: whose turn it is, or what the tiles placed so far would score and whether their
// words are in the word list (known once the dictionary answered).
import { winner, type GameState } from './game';
import type { PlacementCheck } from './placement';

export interface TurnStatus {
  text: string;
  /** 'good' for a valid play, 'bad' for an invalid one, 'plain' otherwise. */
  kind: 'good' | 'bad' | 'plain';
}

export interface StatusInput {
  game: GameState;
  /** The check of the tiles placed this turn; null when none are placed. */
  placement: PlacementCheck | null;
  /** The placed words not in the word list; null until the dictionary answered. */
  invalid: string[] | null;
  /** The computer is working out its move (after the kit's minimum delay). */
  thinking: boolean;
}

export function turnStatus({ game, placement, invalid, thinking }: StatusInput): TurnStatus {
  if (game.over) {
    const who = winner(game);
    return { text: `Game over: ${who === 'you' ? 'you win' : who === 'computer' ? 'the computer wins' : 'a draw'}.`, kind: 'plain' };
  }
  if (game.toMove !== 'you') return { text: thinking ? 'The computer is thinking…' : 'Computer to play…', kind: 'plain' };
  if (!placement) {
    const last = [...game.log].reverse().find((l) => l.kind === 'play');
    const text = last ? `Last: ${last.player === 'you' ? 'you' : 'computer'} ${last.words?.[0]} +${last.score}. Your turn.` : 'Your turn: the first word covers ★.';
    return { text, kind: 'plain' };
  }
  if (!placement.ok) return { text: placement.reason, kind: 'bad' };
  const words = placement.words.map((w) => w.word).join(', ');
  if (invalid === null) return { text: `${words}: ${placement.score} points, checking…`, kind: 'plain' };
  if (invalid.length) return { text: `✗ ${invalid.join(', ')} not in the word list`, kind: 'bad' };
  return { text: `✓ ${words}: ${placement.score} points${placement.bingo ? ' (+50 bonus)' : ''}`, kind: 'good' };
}
