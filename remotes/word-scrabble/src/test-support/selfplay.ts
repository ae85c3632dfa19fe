// Plays a whole game between two computer levels (tests and benches): 'you' plays `first`, 'computer' `second`.
import { chooseTurn } from '../logic/engine';
import { exchangeTiles, newGame, passTurn, playTiles, type GameState } from '../logic/game';
import type { Lexicon } from '../logic/lexicon';
import type { Level } from '../logic/levels';

export function selfPlay(lexicon: Lexicon, seed: string, first: Level, second: Level, onMove?: (level: Level, ms: number) => void): GameState {
  let state = newGame(seed, first);
  for (let guard = 0; !state.over && guard < 200; guard++) {
    const level = state.toMove === 'you' ? first : second;
    const start = performance.now();
    const turn = chooseTurn(lexicon, { kind: 'move', board: state.board, rack: state.racks[state.toMove], level, seed: `${seed}:${state.turn}`, bagCount: state.bag.length });
    onMove?.(level, performance.now() - start);
    const step = turn.kind === 'play' ? playTiles(state, turn.move.placements) : turn.kind === 'exchange' ? exchangeTiles(state, turn.tiles) : passTurn(state);
    if (!step.ok) throw new Error(step.reason);
    state = step.state;
  }
  return state;
}
