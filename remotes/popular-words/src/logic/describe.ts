// What screen readers hear (and the feedback line shows) after each action. Pure.
import type { Prompt } from './bank';
import type { GuessOutcome, RoundState } from './game';
import { firstLetter } from './game';
import { CLEAR_BONUS, HINT_COST, MAX_STRIKES, ROUNDS } from './rules';

const answerLine = (prompt: Prompt, index: number) => `${index + 1}, ${prompt.answers[index].text}, ${prompt.answers[index].share}%`;

/** The answers the player did not find, as they are revealed at the end of a round. */
export function describeReveal(prompt: Prompt, round: RoundState): string {
  const missed = prompt.answers.map((_, i) => i).filter((i) => !round.found.includes(i));
  return missed.length === 0 ? '' : `Still on the board: ${missed.map((i) => answerLine(prompt, i)).join('; ')}.`;
}

export function describeGuess(outcome: GuessOutcome, prompt: Prompt, round: RoundState, typed: string): string {
  const said = typed.trim();
  switch (outcome.kind) {
    case 'hit': {
      const answer = prompt.answers[outcome.index];
      const flip = `${answer.text} is answer ${outcome.index + 1}: ${answer.share}%.`;
      return outcome.cleared ? `${flip} Board cleared! ${CLEAR_BONUS} bonus points.` : flip;
    }
    case 'again':
      return `${prompt.answers[outcome.index].text} is already on the board.`;
    case 'repeat':
      return `You already tried ${said}.`;
    case 'strike': {
      const strike = `${said} is not on the board. Strike ${outcome.strikes} of ${MAX_STRIKES}.`;
      return outcome.out ? `${strike} ${describeReveal(prompt, round)}` : strike;
    }
    case 'closed':
      return 'This round is over.';
    case 'empty':
      return 'Type a guess first.';
  }
}

export function describeHint(prompt: Prompt, index: number): string {
  return `Hint: answer ${index + 1} starts with ${firstLetter(prompt.answers[index].text)}. Minus ${HINT_COST} points.`;
}

export function describeRoundStart(roundIndex: number, prompt: Prompt): string {
  return `Round ${roundIndex + 1} of ${ROUNDS}. ${prompt.prompt}.`;
}
