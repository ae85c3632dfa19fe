import { useEffect, useRef, useState } from 'react';
import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { deferred } from '@games/shared/game-kit/deferred';
import { Select } from '@games/shared/game-kit/controls/Select';
import type { RovingGrid } from '@games/shared/game-kit/grid/useRovingGrid';
import { usePrefersReducedMotion } from '@games/shared/game-kit/motion/usePrefersReducedMotion';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { levelReached, LIVES } from './logic/game';
import { MODES, modeSpec, type Mode } from './logic/modes';
import { SequenceTools } from './SequenceTools';
import { DEFAULT_SETTINGS, settingsStore, SLUG } from './stores';
import { usePadKeys } from './usePadKeys';
import { useSequenceGame } from './useSequenceGame';
import './sequence-game.css';

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

/** Simon / sequence memory: the pure game in logic/game.ts, the clock, playback and tones in useSequenceGame. */
export default function Game({ title }: GameProps) {
  const reduced = usePrefersReducedMotion();
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const s = useSequenceGame(settings, reduced);
  const { game, result, restart } = s;
  const gridRef = useRef<RovingGrid | null>(null);
  const side = modeSpec(game.mode).side;
  usePadKeys(s.sideNow, s.onPress);

  // Focus goes to the pads after the render that lifts the Start cover (the pads are inert under it).
  const [padsFocusWanted, setPadsFocusWanted] = useState(0);
  useEffect(() => {
    if (padsFocusWanted) gridRef.current?.focus();
  }, [padsFocusWanted]);
  const begin = () => {
    s.begin();
    setPadsFocusWanted((n) => n + 1);
  };

  const level = levelReached(game);
  return (
    <GameFrame
      gameKey={SLUG}
      title={title}
      className="sq"
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={() => restart()}
      restartLabel="New game"
      announcement={s.announcement}
      result={result}
      onResultClose={s.closeResult}
      stats={[
        { label: 'Level', value: level },
        { label: 'Best', value: s.best },
        ...(game.casual ? [{ label: 'Lives', value: <span aria-label={`${game.lives} of ${LIVES}`}>{'♥'.repeat(game.lives) + '♡'.repeat(LIVES - game.lives)}</span> }] : []),
      ]}
      controls={
        <Select
          label="Mode"
          hideLabel
          value={game.mode}
          options={MODES.map((mode) => ({ value: mode.value, label: mode.label }))}
          onChange={(value) => {
            const mode = value as Mode;
            setSettings((current) => ({ ...current, mode }));
            restart(mode, settings.casual);
          }}
        />
      }
      toolbar={
        <SequenceTools
          game={game}
          settings={settings}
          onSound={(on) => setSettings((current) => ({ ...current, sound: on }))}
          onCasual={(casual) => {
            setSettings((current) => ({ ...current, casual }));
            restart(undefined, casual);
          }}
        />
      }
    >
      <Board
        side={side}
        simon={side === 2}
        phase={game.phase}
        level={game.sequence.length}
        lit={s.frame.pad}
        litStep={s.frame.index === null ? null : s.frame.index + 1}
        pressed={s.pressed}
        wrong={s.wrong}
        testId={descriptor.ready.testId}
        gridRef={(grid) => (gridRef.current = grid)}
        onPress={s.onPress}
        overlay={
          game.phase === 'ready' ? (
            <button type="button" className="gk-button gk-button--primary sq-start" onClick={begin}>
              Start
            </button>
          ) : game.phase === 'over' && !result ? (
            <button type="button" className="gk-button gk-button--primary sq-start" onClick={() => restart()}>
              Play again
            </button>
          ) : undefined
        }
      />
    </GameFrame>
  );
}
