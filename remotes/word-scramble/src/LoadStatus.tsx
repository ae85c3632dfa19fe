import { LoadFailure } from '@games/shared/game-kit/data/LoadFailure';
import type { UseAsset } from '@games/shared/game-kit/data/useAsset';
import type { ScrambleData } from './logic/data';
import { PACKS, type PackId } from './logic/packs';

export interface LoadStatusProps {
  data: UseAsset<ScrambleData>;
  packLoad: { pack: PackId; error?: string } | null;
  onRetryPack: (pack: PackId) => void;
}

/** The word list and a themed pack on their way, or why they could not be loaded, with Try again. */
export function LoadStatus({ data, packLoad, onRetryPack }: LoadStatusProps) {
  return (
    <>
      {data.status === 'loading' && <p role="status">Loading words…</p>}
      {packLoad && !packLoad.error && <p role="status">Loading the {PACKS[packLoad.pack].label} pack…</p>}
      {packLoad?.error && <LoadFailure message={packLoad.error} onRetry={() => onRetryPack(packLoad.pack)} />}
      {data.status === 'error' && <LoadFailure message={data.error.message} onRetry={data.retry} />}
    </>
  );
}
