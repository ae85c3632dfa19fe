import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit/GameFrame';
import { deferred } from '@games/shared/game-kit/deferred';
import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { LoadFailure } from '@games/shared/game-kit/data/LoadFailure';
import { lazy, Suspense } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { PUZZLES_URL } from './dataUrl';
import { GuessTools } from './GuessTools';
import { revealedGroups } from './logic/game';
import { isPuzzleBank, type PuzzleBank } from './logic/puzzle';
import { liveStreak } from './logic/stats';
import { useConnections } from './useConnections';
import { useConnectionsKeys } from './useConnectionsKeys';
import './game.css';

const ArchiveDialog = lazy(() => import(/* webpackChunkName: "connections-archive" */ './ArchiveDialog'));

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const SLUG = descriptor.slug;

export default function Game({ title }: GameProps) {
  const bank = useAsset(PUZZLES_URL, isPuzzleBank, { what: 'puzzles' });
  if (bank.status === 'ready') return <Connections bank={bank.data} title={title} />;
  return (
    <GameFrame gameKey={SLUG} title={title} howToPlay={<HowToPlay Board={Board} />}>
      {bank.status === 'loading' ? (
        <p role="status" className="cg-loading">
          Loading puzzles…
        </p>
      ) : (
        <LoadFailure message={bank.error.message} onRetry={bank.retry} className="cg-loading" />
      )}
    </GameFrame>
  );
}

function Connections({ bank, title }: { bank: PuzzleBank; title: string }) {
  const c = useConnections(bank);
  const { game, puzzle, index, stats, today } = c;
  useConnectionsKeys(c);

  return (
    <GameFrame
      gameKey={SLUG}
      title={title}
      howToPlay={<HowToPlay Board={Board} />}
      className="cg"
      onRestart={c.goRandom}
      restartLabel="Random"
      stats={[
        { label: c.isDaily ? 'Daily' : 'Puzzle', value: `#${index + 1}` },
        { label: 'Streak', value: liveStreak(stats, today) },
      ]}
      controls={
        <button type="button" className="gk-button" onClick={() => c.setArchiveOpen(true)} aria-haspopup="dialog">
          Archive
        </button>
      }
      toolbar={
        <GuessTools
          game={game}
          status={c.status}
          message={c.message}
          resultOpen={c.resultOpen}
          onShuffle={c.shuffle}
          onDeselect={c.deselect}
          onSubmit={c.submit}
          onShowResult={() => c.setResultOpen(true)}
          onRandom={c.goRandom}
        />
      }
      announcement={c.announcement}
      result={c.result}
      onResultClose={() => c.setResultOpen(false)}
    >
      <div ref={c.boardRef} className="cg-play">
        <Board
          puzzle={puzzle}
          order={game.order}
          selected={game.selected}
          revealed={revealedGroups(puzzle, game)}
          status={c.status}
          testId={descriptor.ready.testId}
          cursor={Math.min(c.cursor, Math.max(0, game.order.length - 1))}
          onCursor={c.setCursor}
          onToggle={c.toggle}
          onSubmit={c.submit}
          focusRequest={c.focusRequest}
        />
      </div>
      {c.archiveOpen && (
        <Suspense fallback={null}>
          <ArchiveDialog
            open={c.archiveOpen}
            onClose={() => c.setArchiveOpen(false)}
            entries={c.archiveEntries()}
            dailyIndex={c.todayIndex}
            currentIndex={index}
            stats={stats}
            today={today}
            onPick={c.goPuzzle}
            onDaily={c.goDaily}
            onRandom={c.goRandom}
          />
        </Suspense>
      )}
    </GameFrame>
  );
}
