import { useGameKeys } from '@games/shared/game-kit/round/useGameKeys';

export interface ConnectionsKeys {
  shuffle(): void;
  deselect(): void;
  submit(): void;
}

/**
 * The page-wide keys: S shuffles, D deselects all, Enter submits (left to a focused button, link, field or
 * dialog). Typing and open dialogs are left alone (the kit's key filter).
 */
export function useConnectionsKeys(actions: ConnectionsKeys): void {
  useGameKeys(
    (event) => {
      const key = event.key.toLowerCase();
      if (key === 's') actions.shuffle();
      else if (key === 'd') actions.deselect();
      else if (key === 'enter' && !(event.target instanceof Element && event.target.closest('button, a, input, select, textarea, [role="dialog"]'))) actions.submit();
      else return false;
      return true;
    },
    { enabled: true },
  );
}
