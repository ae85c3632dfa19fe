import type { GameProps } from '@games/shared/contracts';
import { GameOptions } from '@games/shared/game-kit/controls/GameOptions';
import { Switch } from '@games/shared/game-kit/controls/Switch';
import { ToolbarButton } from '@games/shared/game-kit/controls/Toolbar';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import { createStore } from '@games/shared/game-kit/storage';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useCallback, useRef, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Board, type Tool } from './Board';
import { dealer } from './dealer';
import { deferred } from '@games/shared/game-kit/deferred';
import { describeSumsMove } from './logic/announce';
import { DAILY_LEVEL, LEVELS, LIVES } from './logic/levels';
import { crossSumsRules } from './logic/rules';
import { ERASED, KEPT, type Mark } from './logic/types';
import './cross-sums.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

interface Settings {
  /** Three lives: a wrong keep or erase costs one. Off: no penalty, marks are free. */
  lives: boolean;
}

const settingsStore = createStore<Settings>({
  key: `${descriptor.slug}:settings`,
  version: 1,
  validate: (value: unknown): value is Settings => typeof value === 'object' && value !== null && typeof (value as Settings).lives === 'boolean',
});
const DEFAULT_SETTINGS: Settings = { lives: true };

const NO_CELLS: readonly number[] = [];
const KEEP_ICON = 'M12 4a8 8 0 1 0 0 16 8 8 0 0 0 0-16z';
const ERASE_ICON = 'M6 6l12 12M18 6 6 18';

const hearts = (left: number) => `${'♥'.repeat(Math.max(0, left))}${'♡'.repeat(Math.max(0, LIVES - left))}`;

/**
 * The game: the kit's puzzle session plays the rules (saving, undo, hints, lives as mistakes, records, the
 * result); this view draws the digits and sums and turns taps and keys into keep or erase moves.
 */
export default function Game({ title }: GameProps) {
  const [tool, setTool] = useState<Tool>(ERASED);
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const livesOn = useRef(settings.lives);
  livesOn.current = settings.lives;
  const game = usePuzzleSession({
    gameKey: descriptor.slug,
    title,
    rules: crossSumsRules,
    levels: LEVELS,
    dailyLevel: () => DAILY_LEVEL,
    clockStarts: 'first-move',
    countsMistakes: true,
    deal: ({ seed, level, signal }) => dealer.call({ seed, level }, { signal }),
    describeMove: (before, after, session) =>
      // The session already counts this move's slip as a mistake: the lives left are LIVES - mistakes.
      describeSumsMove(session.puzzle, before, after, livesOn.current ? Math.max(0, LIVES - session.mistakes) : null),
    describeDeal: ({ puzzle, mode }) => `New ${puzzle.size} by ${puzzle.size} grid${puzzle.cages.length > 0 ? ' with cages' : ''}${mode === 'daily' ? ', the daily puzzle' : ''}.`,
    resultLines: (session) => (livesOn.current ? [{ label: 'Lives left', value: `${hearts(LIVES - session.mistakes)} ${Math.max(0, LIVES - session.mistakes)}` }] : []),
    shareLines: ({ puzzle, mistakes }) => [`➕ ${puzzle.size}×${puzzle.size}${puzzle.cages.length > 0 ? ' with cages' : ''}`, ...(livesOn.current ? [`${hearts(LIVES - mistakes)}`] : [])],
  });
  const { puzzle, board, session, play, touch } = game;
  // Stable props: the board is memoised, so the clock's ticks do not redraw it.
  const onMark = useCallback(
    (cell: number, mark: Mark) => {
      touch();
      play({ cell, mark, checked: livesOn.current });
    },
    [play, touch],
  );
  const hinted = game.shownHint?.cells ?? NO_CELLS;
  const livesLeft = Math.max(0, LIVES - (session?.mistakes ?? 0));

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={<HowToPlay Board={Board} />}
      className="cross-sums"
      stats={[{ label: 'Lives', value: settings.lives ? <span aria-label={`${livesLeft} of ${LIVES}`}>{hearts(livesLeft)}</span> : 'Off' }]}
      toolbarExtra={
        <>
          <ToolbarButton label="Erase" icon={ERASE_ICON} pressed={tool === ERASED} onClick={() => setTool(ERASED)} keyshortcuts="X" />
          <ToolbarButton label="Keep" icon={KEEP_ICON} pressed={tool === KEPT} onClick={() => setTool(KEPT)} keyshortcuts="O" />
          <GameOptions>
            <Switch
              label="Lives"
              description="Three lives: a wrong keep or erase costs one. Off: no penalty."
              checked={settings.lives}
              onChange={(on) => setSettings({ ...settings, lives: on })}
            />
          </GameOptions>
        </>
      }
    >
      {puzzle && board && (
        <Board
          puzzle={puzzle}
          board={board}
          tool={tool}
          hinted={hinted}
          finished={game.status !== 'playing'}
          won={game.status === 'won'}
          testId={descriptor.ready.testId}
          onMark={onMark}
        />
      )}
    </PuzzleGameFrame>
  );
}
