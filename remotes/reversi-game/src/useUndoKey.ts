// Ctrl+Z (⌘Z) takes back anywhere on the page, except while typing or in a dialog.
import { shouldIgnoreGameKey } from '@games/shared/game-kit/input/game-keys';
import { useEffect } from 'react';

export function useUndoKey(undo: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (shouldIgnoreGameKey(event, { allowCommand: true })) return;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        undo();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [undo]);
}
