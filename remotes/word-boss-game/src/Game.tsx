import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { deferred } from '@games/shared/game-kit/deferred';
import { LoadFailure } from '@games/shared/game-kit/data/LoadFailure';
import { ModeLevelPicker } from '@games/shared/game-kit/puzzle/ModeLevelPicker';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { LEVEL_IDS, LEVEL_LABEL } from './logic/data';
import { clearEntry, entryWord, pickTile, recallLast, trimEntry } from './logic/round';
import { bossStats } from './stats';
import { Tools } from './Tools';
import { useBossKeys } from './useBossKeys';
import { useWordBoss } from './useWordBoss';
import './game.css';

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const LEVEL_OPTIONS = LEVEL_IDS.map((id) => ({ value: id, label: LEVEL_LABEL[id] }));

export default function Game({ slug, title }: GameProps) {
  const gameKey = slug || descriptor.slug;
  const boss = useWordBoss(gameKey);
  const { session, game, settings, daily, pending, data } = boss;
  useBossKeys(boss);

  const entry = game ? entryWord(game.round) : '';
  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="boss"
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={boss.restart}
      restartLabel={boss.dailyInPlay ? 'Restart daily' : 'New game'}
      stats={bossStats({ game, playing: boss.playing, remainingMs: session.timed.remainingMs, best: boss.best, streak: daily.streak })}
      controls={
        <ModeLevelPicker
          mode={pending?.mode ?? game?.mode ?? settings.mode}
          level={pending?.level ?? game?.level ?? settings.level}
          levels={LEVEL_OPTIONS}
          dailyLabel={daily.doneToday ? 'Daily board ✓' : 'Daily board'}
          label="Game"
          onChange={boss.choose}
        />
      }
      toolbar={
        <Tools
          canPlay={boss.canPlay}
          hasEntry={entry.length > 0}
          hasLastWord={Boolean(game?.round.lastWord)}
          timed={settings.timed}
          onEnter={boss.trySubmit}
          onShuffle={boss.shuffle}
          onLastWord={() => boss.update(recallLast)}
          onClear={() => boss.update(clearEntry)}
          onEndRound={boss.end}
          onTimed={boss.setTimed}
        />
      }
      announcement={session.announcement}
      result={boss.result}
      onResultClose={session.closeResult}
      paused={session.paused}
      onResume={boss.resume}
    >
      {!game && data.status === 'loading' && <p role="status">Loading words…</p>}
      {data.status === 'error' && <LoadFailure message={data.error.message} onRetry={data.retry} />}
      {game && !pending && (
        <Board
          game={game}
          testId={descriptor.ready.testId}
          message={boss.message}
          boardRef={boss.boardRef}
          onPick={(id) => boss.update((g) => pickTile(g, id))}
          onTrim={(place) => boss.update((g) => trimEntry(g, place))}
          onNextRound={boss.goNextRound}
          onNewGame={boss.playOn}
        />
      )}
      {pending && <p role="status">Dealing…</p>}
    </GameFrame>
  );
}
