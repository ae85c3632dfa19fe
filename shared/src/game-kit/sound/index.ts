// Sound: short Web Audio cues (no files), off until the player turns them on, the choice remembered.
export { browserAudioContext, createTonePlayer, pageHadGesture, playTones, tonePlayer, type AudioContextLike, type Tone, type TonePlayer, type TonePlayerOptions } from './tone-player';
export { soundStoreKey, useSoundSetting, useTones, type SoundSetting, type SoundSettingOptions } from './useSoundSetting';
export { SOUND_ICONS, SoundToggle, type SoundToggleProps } from './SoundToggle';
