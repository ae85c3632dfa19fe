export {
  canRedo,
  canUndo,
  commit,
  createHistory,
  DEFAULT_HISTORY_LIMIT,
  redo,
  undo,
  type History,
} from './history';
