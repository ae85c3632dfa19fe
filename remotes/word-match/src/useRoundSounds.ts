// Word-match's combo sounds: the remembered Sound setting (off until the player turns it on) and the cue for
// each pick and for the round's end. Screen readers hear nothing extra: the announcements already say it.
import type { TonePlayer } from '@games/shared/game-kit/sound/tone-player';
import { useSoundSetting, type SoundSetting } from '@games/shared/game-kit/sound/useSoundSetting';
import { useCallback } from 'react';
import { correctCue, endCue, WRONG_CUE } from './logic/cues';
import type { PickEvent, Round } from './logic/round';

export interface RoundSounds {
  sound: SoundSetting;
  /** After a pick: a chime for a right pair, a buzz for a wrong one; nothing when it ended the round (`ended` plays). */
  picked(event: PickEvent, next: Round): void;
  /** The round ended (all pairs, time, hearts). */
  ended(round: Round): void;
}

export function useRoundSounds(gameKey: string, player?: TonePlayer): RoundSounds {
  const sound = useSoundSetting(gameKey, player ? { player } : undefined);
  const { play } = sound;
  const picked = useCallback(
    (event: PickEvent, next: Round) => {
      if (next.over) return;
      if (event.kind === 'correct') play(correctCue(next.combo));
      else if (event.kind === 'wrong') play(WRONG_CUE);
    },
    [play],
  );
  const ended = useCallback((round: Round) => play(endCue(round.endReason)), [play]);
  return { sound, picked, ended };
}
