// The game's choices: opponent and level as one control (for the frame's header), and the rest beside the
// board: colour, clock, board and piece themes, sound. All are remembered; a new level applies at once, another
// opponent starts a new game (asked first when a game is under way), colour and clock apply from the next game.
import { Select, type SelectGroup, type SelectOption } from '@games/shared/game-kit/controls/Select';
import { GameOptions } from '@games/shared/game-kit/controls/GameOptions';
import { Switch } from '@games/shared/game-kit/controls/Switch';
import type { Dispatch, SetStateAction } from 'react';
import { LEVELS } from './engine/levels';
import { TIME_CONTROL_IDS, timeControlLabel, type TimeControlId } from './logic/clock';
import { BOARD_THEMES, PIECE_SETS, type BoardTheme, type ColorChoice, type PieceSet, type Settings } from './logic/settings';

type SetSettings = Dispatch<SetStateAction<Settings>>;

// Short labels: the control shares the phone's header row with "?" and "New game" (the player bar names the level).
const OPPONENTS: ReadonlyArray<SelectGroup | SelectOption> = [
  { label: 'Computer levels', options: LEVELS.map((l) => ({ value: `computer-${l.level}`, label: `Computer ${l.level}` })) },
  { label: 'Two players', options: [{ value: 'friend', label: 'Friend' }] },
];

/** An opponent as the picker offers it. */
export type OpponentChoice = Pick<Settings, 'mode' | 'level'>;

export interface OpponentPickerProps {
  settings: Settings;
  /** The level of the computer game being played, if any (shown instead of the remembered one). */
  playingLevel: number | null;
  onChoose: (choice: OpponentChoice) => void;
}

/** Opponent and level in one select: "Computer 1" … "Computer 8", or "Friend" (on the same device). */
export function OpponentPicker({ settings, playingLevel, onChoose }: OpponentPickerProps) {
  const value = settings.mode === 'friend' ? 'friend' : `computer-${playingLevel ?? settings.level}`;
  const choose = (next: string) =>
    onChoose(next === 'friend' ? { mode: 'friend', level: settings.level } : { mode: 'computer', level: Number(next.slice('computer-'.length)) });
  return <Select label="Opponent" hideLabel value={value} options={OPPONENTS} onChange={choose} />;
}

/** How the picker names an opponent in a sentence. */
export const opponentName = ({ mode, level }: OpponentChoice): string => (mode === 'friend' ? 'a friend on this device' : `Computer ${level}`);

const COLORS: ReadonlyArray<SelectOption<ColorChoice>> = [
  { value: 'w', label: 'White' },
  { value: 'b', label: 'Black' },
  { value: 'random', label: 'Random' },
];
const CLOCKS = TIME_CONTROL_IDS.map((id) => ({ value: id, label: timeControlLabel(id) }));
const THEMES = BOARD_THEMES.map((t) => ({ value: t.id, label: t.label }));
const SETS = PIECE_SETS.map((p) => ({ value: p.id, label: p.label }));

export function SettingsBar({ settings, setSettings, pending }: { settings: Settings; setSettings: SetSettings; pending: boolean }) {
  const set =
    <K extends keyof Settings>(key: K) =>
    (value: Settings[K]) =>
      setSettings((s) => ({ ...s, [key]: value }));
  return (
    <div className="chess-toolbar">
      <GameOptions label="Settings" className="chess-settings">
        <Select<ColorChoice> label="Play as" value={settings.color} options={COLORS} onChange={set('color')} />
        <Select<TimeControlId> label="Clock" value={settings.timeControl} options={CLOCKS} onChange={set('timeControl')} />
        <Select<BoardTheme> label="Board" value={settings.boardTheme} options={THEMES} onChange={set('boardTheme')} />
        <Select<PieceSet> label="Pieces" value={settings.pieceSet} options={SETS} onChange={set('pieceSet')} />
        <Switch label="Sounds" checked={!settings.muted} onChange={(on) => setSettings((s) => ({ ...s, muted: !on }))} />
      </GameOptions>
      {pending && (
        <p className="chess-pending" role="status">
          Press New game to play with these settings.
        </p>
      )}
    </div>
  );
}
