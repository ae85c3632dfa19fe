import type { ControllerAction } from './controller';
import type { ChangeOptions, PuzzleMode } from './session';

/** What the session's engine does for the actions handed out (usePuzzleSession's engine, read at call time). */
export interface SessionEngine<P, B, M> {
  run(action: ControllerAction<P, B, M>): void;
  newPuzzle(level?: string): void;
  choose(mode: PuzzleMode, level?: string): void;
  retry(): void;
}

/** The actions a puzzle's view calls, made once: each runs the engine `engine()` returns then (the latest render's). */
export function sessionActions<P, B, M>(engine: () => SessionEngine<P, B, M>) {
  const run = (action: ControllerAction<P, B, M>) => engine().run(action);
  return {
    play: (move: M, options?: ChangeOptions) => run({ type: 'move', move, options }),
    setBoard: (board: B, options?: ChangeOptions) => run({ type: 'set-board', board, options }),
    undo: () => run({ type: 'undo' }),
    redo: () => run({ type: 'redo' }),
    clear: () => run({ type: 'clear' }),
    restart: () => run({ type: 'restart' }),
    hint: () => run({ type: 'hint' }),
    touch: () => run({ type: 'touch' }),
    newPuzzle: (level?: string) => engine().newPuzzle(level),
    choose: (mode: PuzzleMode, level?: string) => engine().choose(mode, level),
    retry: () => engine().retry(),
  };
}
