import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { PACK_URLS } from './dataUrl';
import { isPackData } from './logic/data';
import type { PackId } from './logic/packs';

/** The short, kid-safe definition of a solved word of a themed pack, from the pack's asset (already loaded to deal). */
export function PackDefinition({ pack, word }: { pack: PackId; word: string }) {
  const data = useAsset(PACK_URLS[pack], isPackData, { what: 'word pack' });
  if (data.status === 'loading') return <p className="scramble-def scramble-def--loading">Looking it up…</p>;
  if (data.status === 'error') return null;
  const text = data.data.defs[word];
  return text ? (
    <p className="scramble-def" data-testid="scramble-definition">
      {text}
    </p>
  ) : null;
}
