// The sudoku remote's exposed module on the bare page (see ../mount.tsx and ../../bench-games.ts).
import Game from '../../../../remotes/sudoku/src/Game';
import { mountBare } from '../mount';

mountBare(Game, 'sudoku', 'Sudoku');
