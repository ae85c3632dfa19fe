import { createStore } from '@games/shared/game-kit';
import { isGameState, type GameState } from './logic/game';

export const GAME_KEY = 'word-scrabble';
/** The game in progress (or just finished), saved after every turn. */
export const gameStore = createStore<GameState>({ key: `${GAME_KEY}:game`, version: 1, validate: isGameState });
