import { useGameKeys } from '@games/shared/game-kit/round/useGameKeys';
import { LEFT_KEYS, RIGHT_KEYS } from './Board';
import type { Side } from './logic/round';

/** 1–5 pick on the left, Q–T on the right, anywhere in the game while a round runs. */
export function useMatchKeys(onPick: (side: Side, slot: number) => void, playing: boolean) {
  useGameKeys(
    (event) => {
      const key = event.key.toLowerCase();
      const left = LEFT_KEYS.indexOf(key);
      const right = RIGHT_KEYS.indexOf(key);
      if (left === -1 && right === -1) return false;
      if (left !== -1) onPick('left', left);
      else onPick('right', right);
      return true;
    },
    { enabled: playing },
  );
}
