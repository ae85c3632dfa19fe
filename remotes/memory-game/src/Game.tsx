import { lazy } from 'react';
import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { LIVES, TRIALS } from './logic/game';
import { MemoryTools } from './MemoryTools';
import { SLUG } from './stores';
import { useMemoryRound } from './useMemoryRound';
import { hearts } from './words';
import './memory-game.css';

// The help (with its example board) loads with the frame's help dialog chunk, out of the first load; the frame's
// dialogs wait for it (no Suspense here, so no empty help). A lazy, not deferred(): deferred.ts would join the first load.
const HowToPlay = lazy(() => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => ({ default: help.HowToPlay })));

/** Memory Matrix: reveal, hide, recall; the pure round in logic/game.ts, the clock and the timeouts in useMemoryRound. */
export default function Game({ title }: GameProps) {
  const round = useMemoryRound();
  const { game, restart } = round;

  return (
    <GameFrame
      gameKey={SLUG}
      title={title}
      className="mm"
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={() => restart()}
      restartLabel="New round"
      announcement={round.announcement}
      result={round.result}
      onResultClose={round.closeResult}
      stats={[
        { label: 'Trial', value: `${Math.min(game.trial + 1, TRIALS)}/${TRIALS}` },
        { label: 'Lives', value: <span aria-label={`${game.lives} of ${LIVES}`}>{hearts(game.lives)}</span> },
        { label: 'Score', value: game.score },
        { label: 'Best', value: round.best },
      ]}
      toolbar={<MemoryTools game={game} revealMs={round.revealMs} onRevealMs={round.chooseRevealMs} onGoOn={round.goOn} onPlayAgain={() => restart()} />}
    >
      <Board
        game={game}
        testId={descriptor.ready.testId}
        focusOnRecall={round.focusOnRecall}
        onPick={round.pick}
        onContinue={round.goOn}
        overlay={
          game.phase === 'ready' ? (
            <button type="button" className="gk-button gk-button--primary mm-start" onClick={round.start}>
              Start
            </button>
          ) : undefined
        }
      />
    </GameFrame>
  );
}
