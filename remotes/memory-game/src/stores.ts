// Everything the game keeps in storage: the round in play and the reveal time (bests: the kit's score records).
import { createStore } from '@games/shared/game-kit/storage';
import { descriptor } from '../game.descriptor';
import { isMatrixGame, isRevealMs, type MatrixGame, type RevealMs } from './logic/game';

export const SLUG = descriptor.slug;
export const gameStore = createStore<MatrixGame>({ key: `${SLUG}:game`, version: 1, validate: isMatrixGame });
export const revealStore = createStore<RevealMs>({ key: `${SLUG}:reveal`, version: 1, validate: isRevealMs });
/** Bests are kept per reveal time: a longer look is an easier round. */
export const scoreKey = (revealMs: RevealMs) => `reveal-${revealMs}`;
