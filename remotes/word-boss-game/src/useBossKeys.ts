import { useLetterKeys } from '@games/shared/game-kit/letters/useLetterKeys';
import { backspace, typeLetter } from './logic/round';
import type { WordBoss } from './useWordBoss';

/**
 * The page-wide keys while a game is on and not held or finished: letters spell, Backspace deletes, Space
 * shuffles, Enter tries the word (or, between rounds, deals the next one).
 */
export function useBossKeys(boss: WordBoss): void {
  const { game, canPlay, playing, session } = boss;
  useLetterKeys({
    enabled: game !== null && !game.over && !(game.timed && session.timed.paused) && !session.finished,
    onLetter: (letter) => canPlay && boss.update((g) => typeLetter(g, letter)),
    onBackspace: () => canPlay && boss.update(backspace),
    onSpace: () => canPlay && boss.shuffle(),
    onEnter: () => (playing ? boss.trySubmit() : boss.goNextRound()),
  });
}
