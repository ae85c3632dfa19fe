import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { DEFINITION_URLS } from './dataUrl';
import { isDefinitionsData, type LevelId } from './logic/data';

/** The words a round missed, each with its short definition (the definitions load when this first shows). */
export function MissedWords({ level, bucket, words }: { level: LevelId; bucket: number; words: string[] }) {
  const defs = useAsset(DEFINITION_URLS[level][bucket], isDefinitionsData, { what: 'definitions' });
  if (words.length === 0) return <p className="boss-missed__none">You found every word!</p>;
  return (
    <div className="boss-missed" data-testid="boss-missed">
      <h3 className="boss-missed__title">Missed words</h3>
      <dl className="boss-missed__list">
        {words.map((word) => (
          <div key={word} className="boss-missed__item">
            <dt>{word.toUpperCase()}</dt>
            <dd>{defs.status === 'ready' ? (defs.data.defs[word] ?? '') : defs.status === 'loading' ? '…' : ''}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
