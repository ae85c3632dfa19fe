import { HowToPlayLayout } from '@games/shared/game-kit/help/HowToPlayLayout';
import type { AnswerBoard as GameAnswerBoard, Strikes as GameStrikes } from './Board';
import type { Prompt } from './logic/bank';
import type { RoundState } from './logic/game';
import { CLEAR_BONUS, HINT_COST, MAX_STRIKES, ROUNDS } from './logic/rules';

/** A real prompt of the leisure pack, as the game deals it. */
export const EXAMPLE_PROMPT: Prompt = {
  id: 'leisure-001',
  prompt: 'Name an animal you might see on a farm',
  answers: [
    { text: 'Cow', share: 31, aliases: ['cows', 'cattle'] },
    { text: 'Pig', share: 24, aliases: ['pigs'] },
    { text: 'Horse', share: 14, aliases: ['horses', 'pony'] },
    { text: 'Sheep', share: 11, aliases: ['lamb', 'lambs'] },
    { text: 'Chicken', share: 6, aliases: ['chickens', 'hen', 'hens'] },
  ],
};
/** The guesses of the example: two right ones, one strike. */
export const EXAMPLE_GUESSES = { right: ['cows', 'pony'], wrong: ['dog'] } as const;
/** After "cows", "pony", "dog" and a hint: Cow and Horse found, Pig hinted, one strike. */
export const EXAMPLE_ROUND: RoundState = { promptId: EXAMPLE_PROMPT.id, found: [0, 2], hinted: [1], misses: [...EXAMPLE_GUESSES.wrong] };

/** The rules and controls, shown in the kit's how-to-play dialog. */
export interface HowToPlayProps {
  /** The game's own answer board and strikes, passed in by Game (so webpack keeps them in the first chunk). */
  AnswerBoard: typeof GameAnswerBoard;
  Strikes: typeof GameStrikes;
}

export function HowToPlay({ AnswerBoard, Strikes }: HowToPlayProps) {
  return (
    <HowToPlayLayout
      rules={
        <p>
          Guess the <strong>five most popular answers</strong> people gave to a question. A right guess flips its card and scores its share;
          plurals and other words for it count. A wrong guess is a strike: {MAX_STRIKES} end the round.
        </p>
      }
      example={
        <div className="pw-board">
          <h3 className="pw-prompt">{EXAMPLE_PROMPT.prompt}</h3>
          <AnswerBoard prompt={EXAMPLE_PROMPT} round={EXAMPLE_ROUND} />
          <Strikes round={EXAMPLE_ROUND} />
        </div>
      }
      exampleCaption="“cows” found Cow (31) and “pony” found Horse (14); a hint shows Pig starts with P; “dog” was a strike."
      touch={
        <p>
          Type a guess and tap <strong>Guess</strong>. <strong>Hint</strong> shows the first letter of the best hidden answer.
        </p>
      }
      mouse={
        <p>
          Type a guess and press Enter. <strong>Hint</strong> shows the first letter of the best hidden answer.
        </p>
      }
      keyboard={[
        { keys: 'A–Z', does: 'type a guess' },
        { keys: 'Enter', does: 'guess' },
        { keys: 'Tab', does: 'reach Hint and Next round' },
      ]}
      more={
        <p>
          Clearing all five earns {CLEAR_BONUS} bonus points; a hint costs {HINT_COST}. A game is {ROUNDS} rounds. The daily set is the same for
          everyone today; unlimited deals prompts you have not played.
        </p>
      }
    />
  );
}
