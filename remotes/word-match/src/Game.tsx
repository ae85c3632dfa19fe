import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { deferred } from '@games/shared/game-kit/deferred';
import { Select } from '@games/shared/game-kit/controls/Select';
import { LoadFailure } from '@games/shared/game-kit/data/LoadFailure';
import { liveBest } from '@games/shared/game-kit/score/score-records';
import { formatCountdown } from '@games/shared/game-kit/timed/countdown';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { heartsText } from './logic/hearts';
import { HEARTS, multiplierFor, ROUND_MS } from './logic/round';
import { StartPanel } from './StartPanel';
import { GAME_KEY, type Mode } from './stores';
import { Tools } from './Tools';
import { useMatchKeys } from './useMatchKeys';
import { useWordMatchGame } from './useWordMatchGame';
import './game.css';

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const MODE_OPTIONS = [
  { value: 'daily', label: 'Daily round' },
  { value: 'unlimited', label: 'Unlimited' },
];

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || GAME_KEY;
  const g = useWordMatchGame(gameKey);
  const { session, round, playing, pool, poolFile, chosen, isDaily, daily } = g;
  const { timed } = session;
  useMatchKeys(g.onPick, playing);

  const shownMs = playing ? timed.remainingMs : round?.over ? 0 : ROUND_MS;
  const shown = playing ? round : null;
  const { records, record } = session.scores;

  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="wm"
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={playing ? g.quit : g.start}
      restartLabel={playing ? 'Quit' : 'New round'}
      stats={[
        { label: 'Time', value: <span className={shownMs <= 10_000 && playing ? 'wm-time wm-time--low' : 'wm-time'}>{formatCountdown(shownMs)}</span> },
        { label: 'Score', value: round?.score ?? 0 },
        { label: 'Combo', value: shown ? `×${multiplierFor(shown.combo)}` : '×1' },
        ...((shown ?? chosen).hardcore ? [{ label: 'Hearts', value: <span aria-label={`${HEARTS - (shown?.mistakes ?? 0)} hearts`}>{heartsText(shown?.mistakes ?? 0)}</span> }] : []),
        { label: 'Best', value: liveBest(records, g.scoreKey, shown ? shown.score : 0) },
        ...(isDaily ? [{ label: 'Streak', value: daily.streak }] : []),
      ]}
      controls={<Select label="Mode" hideLabel value={g.choice.mode} options={MODE_OPTIONS} onChange={(mode) => g.setChoice((c) => ({ ...c, mode: mode as Mode }))} disabled={playing} />}
      toolbar={<Tools settings={chosen} locked={playing || isDaily} sound={g.sounds.sound} onChange={(change) => g.setChoice((c) => ({ ...c, ...change }))} />}
      announcement={session.announcement}
      result={g.result}
      onResultClose={g.closeResult}
      paused={session.paused}
      onResume={timed.resume}
    >
      <div className="wm-board" data-testid={pool ? descriptor.ready.testId : undefined} data-state={playing ? 'playing' : g.lastRound ? 'over' : 'ready'}>
        {!pool ? (
          poolFile.status === 'error' ? (
            <LoadFailure message={poolFile.error.message} onRetry={poolFile.retry} className="wm-status" />
          ) : (
            <p role="status" className="wm-status">
              Loading word pairs…
            </p>
          )
        ) : shown ? (
          <Board round={shown} pool={pool} wrong={g.wrong} definitions={shown.relation === 'definitions'} paused={timed.paused} firstRef={g.firstRef} onPick={g.onPick} />
        ) : (
          <StartPanel settings={chosen} daily={isDaily} doneToday={daily.doneToday} best={record.best} played={record.played} lastRound={g.lastRound} startRef={g.startRef} onStart={g.start} />
        )}
      </div>
    </GameFrame>
  );
}
