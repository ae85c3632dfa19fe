import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { Select } from '@games/shared/game-kit/controls/Select';
import { deferred } from '@games/shared/game-kit/deferred';
import { ToolbarButton, TOOL_ICONS } from '@games/shared/game-kit/controls/Toolbar';
import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { LoadFailure } from '@games/shared/game-kit/data/LoadFailure';
import { useMemo } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { FoundWords } from './FoundWords';
import { PACK_URL } from './dataUrl';
import { isPack, keyOfPath, quartilesOf, unpackBoard, wordOf, type Board as BoardData } from './logic/pack';
import { foundWords } from './logic/play';
import { RankMeter } from './RankMeter';
import { GAME_KEY } from './stores';
import { useQuartiles } from './useQuartiles';
import { useQuartilesKeys } from './useQuartilesKeys';
import { WordLine } from './WordLine';
import './game.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const MODE_OPTIONS = [
  { value: 'daily', label: 'Daily puzzle' },
  { value: 'unlimited', label: 'Unlimited' },
];

export default function Game({ slug, title }: GameProps) {
  const pack = useAsset(PACK_URL, isPack, { what: 'puzzle pack' });
  const boards = useMemo(() => (pack.status === 'ready' ? pack.data.boards.map(unpackBoard) : null), [pack]);
  if (!boards) {
    return (
      <GameFrame gameKey={slug || GAME_KEY} title={title} howToPlay={<HowToPlay Board={Board} />}>
        {pack.status === 'error' ? (
          <LoadFailure message={pack.error.message} onRetry={pack.retry} className="qt-status" />
        ) : (
          <p role="status" className="qt-status">
            Loading puzzles…
          </p>
        )}
      </GameFrame>
    );
  }
  return <Quartiles gameKey={slug || GAME_KEY} title={title} boards={boards} />;
}

function Quartiles({ gameKey, title, boards }: { gameKey: string; title: string; boards: BoardData[] }) {
  const q = useQuartiles(gameKey, boards);
  const { board, game, play, score } = q;
  useQuartilesKeys(q);

  const doneTiles = useMemo(() => new Set(quartilesOf(board).filter((path) => play.found.includes(keyOfPath(path))).flat()), [board, play.found]);
  const words = useMemo(() => foundWords(board, play), [board, play]);

  return (
    <GameFrame
      gameKey={gameKey}
      title={title}
      className="qt"
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={q.newGame}
      restartLabel="New puzzle"
      timerMs={q.elapsedMs}
      stats={[
        { label: 'Score', value: score },
        { label: 'Best', value: q.best },
        ...(q.shownMode === 'daily' ? [{ label: 'Streak', value: q.streak }] : []),
      ]}
      controls={<Select label="Mode" hideLabel value={q.shownMode} options={MODE_OPTIONS} onChange={q.chooseMode} />}
      toolbar={
        <div className="qt-side">
          <ToolbarButton label="Hint" icon={TOOL_ICONS.hint} onClick={q.hint} title="Hint (Shift+H)" keyshortcuts="Shift+H" count={play.hints} countLabel={`${play.hints} used`} />
          <FoundWords board={board} found={play.found} words={words} />
        </div>
      }
      announcement={q.announcement}
      result={q.result}
      onResultClose={q.closeResult}
    >
      <div className="qt-play">
        <RankMeter score={score} complete={game.complete} />
        <WordLine building={wordOf(board, play.selection)} flash={q.flash} />
        <Board
          tiles={board.tiles}
          selection={play.selection}
          doneTiles={doneTiles}
          hintTile={play.hintTile}
          complete={game.complete}
          testId={descriptor.ready.testId}
          onTile={q.pickTile}
          onSubmit={q.submit}
        />
        <div className="qt-actions">
          <button type="button" className="gk-button" onClick={q.clear} disabled={play.selection.length === 0} aria-keyshortcuts="Escape">
            Clear
          </button>
          <button type="button" className="gk-button gk-button--primary" onClick={q.submit} disabled={play.selection.length === 0} aria-keyshortcuts="Enter">
            Submit
          </button>
        </div>
      </div>
    </GameFrame>
  );
}
