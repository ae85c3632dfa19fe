import type { GameRecord } from '../catalog/catalog';
import { CompactGameRow } from './CompactGameRow';
import { continueGames, recentGames } from './today-model';
import type { GamesProgress } from './useGamesProgress';

/**
 * 'Continue' (unfinished games, newest first) and 'Recently played' on home, for a returning player; nothing
 * on a first visit (and so nothing on the server).
 */
export function PlayerRows({ catalog, games }: { catalog: readonly GameRecord[]; games: GamesProgress }) {
  const toContinue = continueGames(catalog, games.progress);
  const recent = recentGames(catalog, games.progress, new Set(toContinue.map((item) => item.game.slug)));
  return (
    <>
      {toContinue.length > 0 ? <CompactGameRow heading="Continue" items={toContinue} className="player-row player-row--continue" /> : null}
      {recent.length > 0 ? <CompactGameRow heading="Recently played" items={recent} className="player-row player-row--recent" /> : null}
    </>
  );
}
