import { Dialog } from '@games/shared/game-kit/Dialog';
import { LevelMap, type LevelMapProps } from './LevelMap';

// Loaded after the first paint or when first asked for: the level map in its dialog, and the help text.
export { HowToPlay } from './HowToPlay';

export function LevelMapDialog({ open, onClose, ...map }: LevelMapProps & { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title="Levels" className="old-map-dialog">
      <LevelMap {...map} />
    </Dialog>
  );
}
