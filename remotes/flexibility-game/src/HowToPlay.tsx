/** The rules and controls, shown in the kit's how-to-play dialog. */
export function HowToPlay() {
  return (
    <>
      <p>
        A flock of leaves <strong>points</strong> one way and <strong>drifts</strong> one way. The cue above them says which to answer:
      </p>
      <ul>
        <li>
          <strong>POINT</strong> (solid leaves, shown high): answer the way the leaves point.
        </li>
        <li>
          <strong>MOVE</strong> (hollow leaves with trails, shown low): answer the way they drift; the trails are behind them.
        </li>
        <li>
          <strong>OPPOSITE</strong> (Hard; striped leaves in the middle): answer the other way from where they point.
        </li>
      </ul>
      <p>
        Answer with <kbd>←</kbd> <kbd>→</kbd> (or <kbd>F</kbd> <kbd>J</kbd>), the two big buttons, or a swipe. Each rule gets a short
        practice first. Then the scored session: right answers score more as your streak grows, mistakes and misses cost points, and
        the time to answer shrinks as you get going.
      </p>
      <p>
        The result shows your accuracy and your <strong>switch cost</strong>: how much slower you are right after the rule changes than
        when it stays the same. The clock pauses when you leave the tab.
      </p>
    </>
  );
}
