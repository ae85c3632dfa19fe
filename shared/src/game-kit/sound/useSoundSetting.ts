// The React side of sound: cues that play only while sound is on, and a remembered on/off setting that is
// off until the player turns it on.
import { useCallback, useMemo, useRef } from 'react';
import { createStore, type StorageLike } from '../storage';
import { usePersistentState } from '../usePersistentState';
import { tonePlayer, type Tone, type TonePlayer } from './tone-player';

/**
 * A stable `play(tones)` that is silent while `on` is false. For a game that keeps its sound choice in its
 * own settings (chess's "Sounds", sequence-game's "Sound").
 */
export function useTones(on: boolean, player: TonePlayer = tonePlayer): (tones: readonly Tone[]) => void {
  const live = useRef({ on, player });
  live.current = { on, player };
  return useCallback((tones: readonly Tone[]) => {
    if (live.current.on) live.current.player.play(tones);
  }, []);
}

export interface SoundSetting {
  /** Whether cues play. Off until the player turns it on; remembered over reloads. */
  on: boolean;
  /** Call it from the player's click or key: turning sound on also starts audio inside that gesture. */
  setOn(on: boolean): void;
  toggle(): void;
  /** Plays a cue when sound is on; nothing otherwise. Stable. */
  play(tones: readonly Tone[]): void;
}

export interface SoundSettingOptions {
  player?: TonePlayer;
  /** Where the setting is kept (tests); default localStorage. */
  storage?: StorageLike;
}

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

/** The key the setting is stored under: `games:<gameKey>:sound`. */
export const soundStoreKey = (gameKey: string): string => `${gameKey}:sound`;

/** A game's sound setting, stored as `<gameKey>:sound`, and the cues it lets through. */
export function useSoundSetting(gameKey: string, { player = tonePlayer, storage }: SoundSettingOptions = {}): SoundSetting {
  const store = useMemo(() => createStore<boolean>({ key: soundStoreKey(gameKey), version: 1, validate: isBoolean, storage }), [gameKey, storage]);
  const [on, setStored] = usePersistentState(store, false);
  const play = useTones(on, player);
  const current = useRef(on);
  current.current = on;
  const setOn = useCallback(
    (next: boolean) => {
      if (next) player.unlock();
      current.current = next;
      setStored(next);
    },
    [player, setStored],
  );
  const toggle = useCallback(() => setOn(!current.current), [setOn]);
  return { on, setOn, toggle, play };
}
