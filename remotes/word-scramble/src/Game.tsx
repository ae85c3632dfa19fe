import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { deferred } from '@games/shared/game-kit/deferred';
import { liveBest } from '@games/shared/game-kit/score/score-records';
import { formatCountdown } from '@games/shared/game-kit/timed/countdown';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { LoadStatus } from './LoadStatus';
import { canHint, currentWord } from './logic/round';
import { shownClockMs } from './logic/shown-clock';
import { RoundPicker } from './RoundPicker';
import { Summary } from './Summary';
import { Tools } from './Tools';
import { useScrambleGame } from './useScrambleGame';
import { WORD_MS } from './useWordActions';
import './game.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

export default function Game({ slug, title }: GameProps) {
  const g = useScrambleGame(slug || descriptor.slug);
  const { data, settings, daily, session, round, actions, packLoad } = g;
  const { timed } = session;
  const word = round ? currentWord(round) : null;
  const shownMs = shownClockMs({ timed: Boolean(round?.timed), inPlay: session.inPlay, clockReady: timed.status === 'ready', remainingMs: timed.remainingMs, wordMs: WORD_MS });
  return (
    <GameFrame
      gameKey={slug || descriptor.slug}
      title={title}
      className="scramble"
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={g.restart}
      restartLabel={round?.mode === 'daily' && !round.over ? 'Restart daily' : 'New round'}
      stats={[
        { label: 'Word', value: round ? `${Math.min(round.index + 1, round.words.length)}/${round.words.length}` : '–' },
        { label: 'Score', value: round?.score ?? 0 },
        ...(round?.timed ? [{ label: 'Time', value: <span className={shownMs <= 10_000 && session.inPlay ? 'scramble-time scramble-time--low' : 'scramble-time'}>{formatCountdown(shownMs)}</span> }] : []),
        { label: 'Best', value: liveBest(session.scores.records, g.scoreKey, round && !round.over ? round.score : 0) },
        ...(round?.mode === 'daily' ? [{ label: 'Streak', value: daily.streak }] : []),
      ]}
      controls={
        <RoundPicker
          mode={packLoad ? 'theme' : (round?.mode ?? settings.mode)}
          level={round?.level ?? settings.level}
          pack={packLoad?.pack ?? round?.pack ?? settings.pack}
          dailyLabel={daily.doneToday ? 'Daily five ✓' : 'Daily five'}
          onChange={g.choose}
        />
      }
      toolbar={
        <Tools
          canPlay={actions.canPlay}
          canHint={round !== null && canHint(round)}
          hints={word?.hinted.length ?? 0}
          timerOn={g.timerOn}
          onShuffle={actions.shuffle}
          onHint={actions.hint}
          onClear={actions.clear}
          onSkip={actions.skip}
          onTimer={g.setTimer}
        />
      }
      announcement={session.announcement}
      result={g.result}
      onResultClose={session.closeResult}
      paused={session.paused}
      onResume={g.resume}
    >
      <LoadStatus data={data} packLoad={packLoad} onRetryPack={g.beginPack} />
      {round && data.status === 'ready' && !round.over && (
        <Board
          round={round}
          testId={descriptor.ready.testId}
          boardRef={g.boardRef}
          nextRef={g.nextRef}
          wrong={actions.wrong}
          onPick={actions.pick}
          onRemove={actions.remove}
          onNext={actions.goNext}
        />
      )}
      {round && data.status === 'ready' && round.over && (
        <Summary round={round} testId={descriptor.ready.testId} onAgain={() => g.onwards(round)} againLabel={round.mode === 'daily' ? 'Play unlimited' : 'New round'} />
      )}
    </GameFrame>
  );
}
