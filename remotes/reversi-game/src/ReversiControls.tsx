// The header's choices: the opponent (a level or two players) and, against the computer, the player's colour.
// Each choice starts a new game with it.
import { Select } from '@games/shared/game-kit/controls/Select';
import { LEVELS, type Level } from './logic/engine';
import type { Side } from './logic/game';
import type { GameRecord } from './logic/record';
import { LEVEL_NAMES } from './words';

export function ReversiControls({ record, onStart }: { record: GameRecord; onStart: (from: Partial<GameRecord>) => void }) {
  const vsComputer = record.mode === 'computer';
  return (
    <div className="reversi__controls">
      <Select<Level | 'two'>
        label="Opponent"
        hideLabel
        value={vsComputer ? record.level : 'two'}
        options={[...LEVELS.map((l) => ({ value: l, label: LEVEL_NAMES[l] })), { value: 'two' as const, label: '2 players' }]}
        onChange={(choice) => onStart(choice === 'two' ? { mode: 'two' } : { mode: 'computer', level: choice })}
      />
      {vsComputer && (
        <Select<Side>
          label="Your colour"
          hideLabel
          value={record.human}
          options={[
            { value: 'black', label: 'Play black' },
            { value: 'white', label: 'Play white' },
          ]}
          onChange={(human) => onStart({ human })}
        />
      )}
    </div>
  );
}
