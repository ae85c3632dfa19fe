import type { GameProps } from '@games/shared/contracts';
import { deferred } from '@games/shared/game-kit/deferred';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { lazy, Suspense, useState } from 'react';
import { descriptor } from '../game.descriptor';
import { Ladder } from './Ladder';
import { LetterKeys } from './LetterKeys';
import { phaseOf } from './logic/board';
import { clueOf, stageLine } from './logic/clue';
import { RungTools } from './RungTools';
import { useCrossclimbSession } from './useCrossclimbSession';
import { useLadderKeys } from './useLadderKeys';
import { useLadderPlay } from './useLadderPlay';
import './game.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

/** The archive (and the kit's Dialog under it) loads on first opening, outside the first-load budget. */
const ArchiveDialog = lazy(() => import('./ArchiveDialog'));

/**
 * The game: the kit's puzzle session plays the rules (saving, undo, hints, clock, records, result); this
 * view draws the ladder, the clue and the keys, and turns typing, drags and buttons into moves.
 */
export default function Game({ title }: GameProps) {
  const { game, activeRow, playArchive } = useCrossclimbSession();
  const { puzzle, board } = game;
  const [archiveOpen, setArchiveOpen] = useState(false);
  const ladder = useLadderPlay(game, activeRow);
  const onKeyDown = useLadderKeys(ladder, puzzle, board);
  const { cursor, open, playing, reorderable } = ladder;

  const phase = puzzle && board ? (game.status === 'won' ? 'won' : phaseOf(puzzle, board)) : 'solve';
  const activeIsEnd = cursor.word === 0 || cursor.word === 6;
  const clue = puzzle && board ? clueOf(puzzle, board, cursor.word, open) : null;

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={<HowToPlay Ladder={Ladder} />}
      className="cc"
      stats={[{ label: 'Puzzle', value: puzzle ? `#${puzzle.number}` : '–' }]}
      toolbarExtra={<RungTools canMove={reorderable && !activeIsEnd} onMove={ladder.moveActive} onArchive={() => setArchiveOpen(true)} />}
    >
      {puzzle && board && clue && (
        <div className="cc-play">
          <p className="cc-stage" data-testid="cc-stage">
            {stageLine(puzzle, board, phase)}
          </p>
          <p className="cc-clue" data-testid="cc-clue">
            <span className="cc-clue__name">{clue.name}</span> {clue.text}
          </p>
          <Ladder
            ref={ladder.ladderRef}
            puzzle={puzzle}
            board={board}
            phase={phase}
            cursor={cursor}
            hinted={game.shownHint?.cells ?? []}
            drag={ladder.drag}
            canReorder={reorderable}
            testId={descriptor.ready.testId}
            rowRef={ladder.rowRef}
            onSelect={ladder.select}
            onKeyDown={onKeyDown}
          />
          <LetterKeys onLetter={ladder.typeLetter} onErase={ladder.erase} disabled={!playing || (activeIsEnd && !open)} />
        </div>
      )}
      {archiveOpen && (
        <Suspense fallback={null}>
          <ArchiveDialog
            current={puzzle?.number ?? null}
            onPick={(number) => {
              setArchiveOpen(false);
              playArchive(number);
            }}
            onClose={() => setArchiveOpen(false)}
          />
        </Suspense>
      )}
    </PuzzleGameFrame>
  );
}
