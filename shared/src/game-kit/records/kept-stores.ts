// The records' stores of the score path, in one chunk loaded after a game's first paint (useKeptRecords): the
// score records and the round dailies, two views of the game's records document.
export { changeScores, loadScores, raiseScores } from '../score/score-store';
export { changeDaily, loadDaily } from '../round/daily-store';
