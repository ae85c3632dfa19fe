import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { DEFINITION_URLS } from './dataUrl';
import { isDefinitionsData } from './logic/data';

/** The short definition of a solved word, from its length's definitions asset (loaded on first use). */
export function Definition({ word }: { word: string }) {
  const defs = useAsset(DEFINITION_URLS[word.length], isDefinitionsData, { what: 'definitions' });
  if (defs.status === 'loading') return <p className="scramble-def scramble-def--loading">Looking it up…</p>;
  if (defs.status === 'error') return null;
  const text = defs.data.defs[word];
  return text ? <p className="scramble-def" data-testid="scramble-definition">{text}</p> : null;
}
