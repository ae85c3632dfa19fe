// The chess remote's exposed module on the bare page (see ../mount.tsx and ../../bench-games.ts).
import Game from '../../../../remotes/chess/src/Game';
import { mountBare } from '../mount';

mountBare(Game, 'chess', 'Chess');
