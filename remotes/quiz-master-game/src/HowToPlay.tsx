/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        Pick a mode and your <strong>categories</strong>, then answer each question before its <strong>20-second</strong> clock runs out. Every
        question has four options and one right answer; after each answer you see why it is right.
      </p>
      <ul>
        <li>
          <strong>Classic round:</strong> 10 questions from easy to hard. A right answer scores 100–200 by difficulty, plus 5 for each second
          left, plus up to 100 for answers in a row. The mix of easy and hard questions follows how your last classic round went.
        </li>
        <li>
          <strong>Millionaire ladder:</strong> 15 questions up a prize ladder. Questions 5 and 10 are safe havens: a wrong answer (or running
          out of time) ends the run and leaves you the last safe haven passed. You may take the prize reached and stop.
        </li>
        <li>
          <strong>Daily quiz:</strong> the same 10 questions for everyone today, from every category. Play it daily to build a streak.
        </li>
      </ul>
      <p>
        Lifelines, one of each per game: <strong>50:50</strong> removes two wrong options, <strong>Skip</strong> swaps the question for
        another (in the daily quiz it passes it), <strong>+10 s</strong> adds ten seconds. The clock stops while the page is hidden.
      </p>
      <p>
        Keyboard: <kbd>1</kbd>–<kbd>4</kbd> or <kbd>A</kbd>–<kbd>D</kbd> answer, <kbd>Enter</kbd> goes to the next question, <kbd>Tab</kbd>{' '}
        reaches the lifelines. Right and wrong answers are marked ✓ and ✗, not only by colour. You will not see a question again until you
        have played all of your chosen categories.
      </p>
    </>
  );
}
