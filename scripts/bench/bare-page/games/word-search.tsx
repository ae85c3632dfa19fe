// The word-search remote's exposed module on the bare page (see ../mount.tsx and ../../bench-games.ts).
import Game from '../../../../remotes/word-search/src/Game';
import { mountBare } from '../mount';

mountBare(Game, 'word-search', 'Word Search');
