import { CLEAR_BONUS, HINT_COST, MAX_STRIKES, ROUNDS } from './logic/rules';

/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        We asked people a question, such as “Name something you take to the beach”. Guess the <strong>five most popular answers</strong>, ranked
        by the share of people who gave them.
      </p>
      <p>
        Type a guess and press <kbd>Enter</kbd>. A right answer flips over and scores its share in points. Plurals, other words for the same
        thing and a small typo in a longer word all count. A wrong guess is a strike: {MAX_STRIKES} strikes end the round, and the answers you
        missed are shown.
      </p>
      <p>
        Find all five to clear the board for {CLEAR_BONUS} bonus points. Stuck? <strong>Hint</strong> shows the first letter of the best
        hidden answer for {HINT_COST} points.
      </p>
      <p>
        A game is {ROUNDS} rounds. The <strong>daily</strong> set of five is the same for everyone today; <strong>unlimited</strong> deals
        prompts you have not played yet. <kbd>Tab</kbd> reaches Hint and Next round.
      </p>
    </>
  );
}
