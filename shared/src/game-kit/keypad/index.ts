// An on-screen number pad for touch, and the keyboard keys that mean the same.
export { Keypad, type KeypadKey, type KeypadProps } from './Keypad';
export { digitRange, keypadPressFor, type KeypadKeyMap, type KeypadPress } from './keypad-keys';
export { focusIsInGame, useKeypadKeys, type KeypadKeysOptions } from './useKeypadKeys';
