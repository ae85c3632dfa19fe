import type { GameProps } from '@games/shared/contracts';
import { GameFrame, Select } from '@games/shared/game-kit';
import { deferred } from '@games/shared/game-kit/deferred';
import { useMemo } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { DISPLAY_NAME } from './displayName';
import { LEVEL_NAMES, LEVELS, type Level } from './logic/levels';
import { lastPlaySquares } from './logic/turn-words';
import { BlankLetterDialog, ExchangeDialog } from './TileDialogs';
import { TurnPanel } from './TurnPanel';
import { useBoardInput } from './useBoardInput';
import { useBoardKeys } from './useBoardKeys';
import { useScrabbleGame } from './useScrabbleGame';
import './game.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

const LEVEL_OPTIONS = LEVELS.map((l) => ({ value: l, label: `vs ${LEVEL_NAMES[l]}` }));

// The catalogue title stays in the portal; the page shows the neutral DISPLAY_NAME.
export default function Game(_props: GameProps) {
  const s = useScrabbleGame();
  const { game, rack, yourTurn } = s;
  const input = useBoardInput(s);

  // Typing on the board, and letters typed elsewhere on the page sent to it.
  const onBoardKey = useBoardKeys({
    board: game.board,
    rack,
    pending: s.pending,
    setPending: s.setPending,
    cursor: input.cursor,
    moveCursor: input.moveCursor,
    direction: input.direction,
    setDirection: input.setDirection,
    yourTurn,
    play: s.play,
    recall: s.recall,
    announce: s.announce,
    grid: input.grid,
  });

  const lastMove = useMemo(() => lastPlaySquares(game.log), [game.log]);

  return (
    <GameFrame
      gameKey={descriptor.slug}
      title={DISPLAY_NAME}
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={() => s.startNew()}
      restartLabel="New game"
      announcement={s.announcement}
      className="ws"
      stats={[
        { label: 'You', value: <span data-testid="ws-score-you">{game.scores.you}</span> },
        { label: 'Computer', value: <span data-testid="ws-score-computer">{game.scores.computer}</span> },
        { label: 'Bag', value: <span data-testid="ws-bag">{game.bag.length}</span> },
        { label: 'Best', value: s.best ?? '–' },
      ]}
      controls={<Select<Level> label="Opponent" hideLabel value={game.level} options={LEVEL_OPTIONS} onChange={(level) => s.startNew(level)} />}
      toolbar={<TurnPanel s={s} onSelectRack={input.onSelectRack} onTilePointerDown={input.drag.onPointerDown} />}
      result={s.result}
      onResultClose={s.clearResult}
    >
      <Board
        board={game.board}
        pending={s.pending}
        lastMove={lastMove}
        cursor={input.cursor}
        direction={input.direction}
        grid={input.grid}
        testId={descriptor.ready.testId}
        state={game.over ? 'over' : yourTurn ? 'playing' : 'waiting'}
        onKeyDown={onBoardKey}
        onSquareClick={input.onSquareClick}
        onTilePointerDown={input.drag.onPointerDown}
      />
      <div ref={input.drag.ghostRef} className="ws-ghost ws-tile" hidden aria-hidden="true" />
      <BlankLetterDialog open={input.blankOpen} onClose={input.closeBlank} onPick={input.pickBlank} />
      <ExchangeDialog rack={rack} chosen={s.exchanging} onChange={s.setExchanging} onConfirm={s.confirmExchange} onClose={() => s.setExchanging(null)} />
    </GameFrame>
  );
}
