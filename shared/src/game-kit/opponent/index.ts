// The computer opponent: engine calls with a thinking indicator, minimum delay, cancellation and fallback.
export { chooseByLevel, pickAny, pickBest, playsBest, type ScoredMove } from './levels';
export { createOpponent, realClock, remainingThinkMs, type OpponentClock, type OpponentController, type OpponentEngine, type OpponentOptions } from './opponent';
export { useOpponent, type OpponentHandle, type UseOpponentOptions } from './useOpponent';
export { addResult, isTallies, isTallyEntry, NO_GAMES, tallyLines, tallyOf, type Tallies, type TallyEntry, type Verdict } from './tally';
export { createTallyStore, tallyFormats, type TallyStoreOptions } from './tally-store';
export { useOpponentSession, type OpponentSession, type OpponentSessionOptions } from './useOpponentSession';
export { verdictOf, verdictTitle } from './verdict';
