// Keyboard input: one filter for "is this key press for the game?".
export { isTypingTarget, shouldIgnoreGameKey, type GameKeyEvent, type GameKeyOptions } from './game-keys';
export { keypadCell } from './keypad-grid';
