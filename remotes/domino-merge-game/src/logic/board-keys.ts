/** What a key pressed on the board does (undo with Ctrl/Cmd+Z, arrows move the piece, R or Space turn it, Enter places it). */
export type BoardKeyAction = { kind: 'undo' } | { kind: 'move'; rows: number; cols: number } | { kind: 'turn' } | { kind: 'place' };

const ARROWS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** The board's action for a key (`command`: Ctrl or Cmd held, where only Z counts), or null when the key is not the board's. */
export function boardKeyAction(key: string, command: boolean): BoardKeyAction | null {
  if (command) return key.toLowerCase() === 'z' ? { kind: 'undo' } : null;
  const arrow = ARROWS[key];
  if (arrow) return { kind: 'move', rows: arrow[0], cols: arrow[1] };
  if (key === 'r' || key === 'R' || key === ' ') return { kind: 'turn' };
  if (key === 'Enter') return { kind: 'place' };
  return null;
}
