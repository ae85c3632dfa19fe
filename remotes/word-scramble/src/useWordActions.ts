import { useLetterKeys } from '@games/shared/game-kit/letters/useLetterKeys';
import { createRandom } from '@games/shared/game-kit/random';
import type { RoundSession } from '@games/shared/game-kit/round/useRoundSession';
import { secondsLeft } from '@games/shared/game-kit/timed/countdown';
import { useRef, useState, type RefObject } from 'react';
import { HINT_COST, SECONDS_PER_WORD } from './logic/levels';
import { backspace, clearEntry, currentWord, giveUp, hint, isFull, nextWord, placeTile, removeAt, shuffleTiles, solvedCount, submit, typeLetter, type Round } from './logic/round';
import type { SavedRound } from './stores';

export const WORD_MS = SECONDS_PER_WORD * 1000;
export const wordInPlay = (round: Round) => !round.over && currentWord(round).status === 'playing';
/** The clock runs per word, while a timed round's word is in play. */
export const clockRuns = (saved: SavedRound | null) => saved !== null && saved.round.timed && wordInPlay(saved.round);
const upper = (word: string) => word.toUpperCase();

export interface WordActionsOptions {
  session: RoundSession<SavedRound | null>;
  /** Focus after the render that shows the target. */
  focus(target: RefObject<HTMLElement | null>): void;
  boardRef: RefObject<HTMLElement | null>;
}

/**
 * A round's words: tiles placed, typed and taken back, shuffle, hints, check, skip or time out, the next word
 * (its clock started) and the end of the round into the records; letters, Backspace, Space and Enter from
 * anywhere in the game.
 */
export function useWordActions({ session, focus, boardRef }: WordActionsOptions) {
  const { timed, announce } = session;
  const [wrong, setWrong] = useState(false);
  const shuffles = useRef(0);
  const round = session.saved?.round ?? null;
  const playing = round !== null && wordInPlay(round);
  const canPlay = playing && !(round.timed && timed.paused);

  /** Applies a change to the round in play and saves it (with the clock where it runs). */
  const update = (change: (r: Round) => Round): Round | null => {
    const current = session.current();
    if (!current) return null;
    const next = change(current.round);
    if (next !== current.round) session.save({ round: next, clock: null });
    return next;
  };

  const finish = (ended: Round) => {
    const solved = solvedCount(ended);
    const hints = ended.words.reduce((sum, w) => sum + w.hinted.length, 0);
    const skipped = ended.words.filter((w) => w.status !== 'solved').length;
    session.finish(
      { round: ended, clock: null },
      {
        score: ended.score,
        extras: { solved, run: ended.bestRun },
        title: `Round over! ${solved} of ${ended.words.length} solved.`,
        daily: ended.mode === 'daily' && ended.date ? { date: ended.date, hints, mistakes: skipped } : undefined,
      },
    );
  };

  const check = () => {
    const current = session.current()?.round;
    if (!current || timed.paused) return;
    const { round: next, verdict } = submit(current, current.timed ? secondsLeft(timed.readRemaining()) : null);
    if (verdict === 'incomplete') return announce('Place every letter first.');
    if (verdict === 'none') return;
    session.save({ round: next, clock: null });
    setWrong(verdict !== 'solved');
    const word = currentWord(next);
    announce(verdict === 'solved' ? `Solved: ${upper(word.solvedAs ?? word.answer)}, plus ${word.points} points. Score ${next.score}. Enter for the next word.` : 'Not that one. Try again.');
  };

  const goNext = () => {
    const current = session.current()?.round;
    if (!current || current.over || currentWord(current).status === 'playing') return;
    const next = nextWord(current);
    setWrong(false);
    if (next.over) return finish(next);
    session.start({ round: next, clock: null }, WORD_MS);
    const word = currentWord(next);
    announce(`Word ${next.index + 1}: ${word.answer.length} letters, ${[...word.scramble].join(' ')}.`);
    focus(boardRef);
  };

  const end = (status: 'skipped' | 'timeout') => {
    const current = session.current()?.round;
    if (!current || currentWord(current).status !== 'playing') return;
    const next = update((r) => giveUp(r, status))!;
    setWrong(false);
    announce(`${status === 'skipped' ? 'Skipped' : 'Time’s up'}. The word was ${upper(currentWord(next).answer)}.`);
    focus(boardRef);
  };

  /** A full row is checked at once. */
  const afterPlacing = (next: Round | null) => {
    if (next && wordInPlay(next) && isFull(currentWord(next))) check();
    else setWrong(false);
  };

  const shuffle = () => {
    shuffles.current += 1;
    update((r) => shuffleTiles(r, createRandom(`${r.seed}:${r.index}:${shuffles.current}:${Date.now()}`)));
    announce('Shuffled.');
  };

  const giveHint = () => {
    const next = update(hint);
    if (!next) return;
    const word = currentWord(next);
    const place = word.hinted[word.hinted.length - 1];
    announce(`Letter ${place + 1} is ${upper(word.answer[place])}. Minus ${HINT_COST} points.`);
    afterPlacing(next);
  };

  useLetterKeys({
    enabled: round !== null && !round.over && !(round.timed && timed.paused) && !session.finished,
    onLetter: (letter) => canPlay && afterPlacing(update((r) => typeLetter(r, letter))),
    onBackspace: () => canPlay && update(backspace),
    onSpace: () => canPlay && shuffle(),
    onEnter: () => (playing ? check() : goNext()),
  });

  return {
    /** The last check was wrong: the row shakes. */
    wrong,
    /** A new round shows no wrong try. */
    clearWrong: () => setWrong(false),
    /** The word's tools work (in play, not held). */
    canPlay,
    pick: (id: number) => afterPlacing(update((r) => placeTile(r, id))),
    remove: (place: number) => update((r) => removeAt(r, place)),
    clear: () => update(clearEntry),
    shuffle,
    hint: giveHint,
    skip: () => end('skipped'),
    timeUp: () => end('timeout'),
    goNext,
  };
}
