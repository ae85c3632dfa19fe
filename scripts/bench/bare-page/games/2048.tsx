// The 2048 remote's exposed module on the bare page (see ../mount.tsx and ../../bench-games.ts).
import Game from '../../../../remotes/2048/src/Game';
import { mountBare } from '../mount';

mountBare(Game, '2048', '2048');
