import type { BossRound } from './logic/round';

/** The words to find as blank slots grouped by length; found ones fill in, missed ones show at the round's end. */
export function Slots({ round }: { round: BossRound }) {
  const lengths = [...new Set(round.slots.map((word) => word.length))].sort((a, b) => a - b);
  return (
    <div className="boss-slots" data-testid="boss-slots" aria-label={`${round.found.length} of ${round.slots.length} words found`} role="group">
      {lengths.map((length) => {
        const words = round.slots.filter((word) => word.length === length);
        const found = words.filter((word) => round.found.includes(word)).length;
        return (
          <section key={length} className="boss-slots__group" aria-label={`${length} letters: ${found} of ${words.length} found`}>
            <h3 className="boss-slots__title" aria-hidden="true">
              {length}
            </h3>
            <ul className="boss-slots__list">
              {words.map((word) => {
                const isFound = round.found.includes(word);
                const shown = isFound || round.ended;
                return (
                  <li
                    key={word}
                    className={`boss-slot${isFound ? ' boss-slot--found' : ''}${round.ended && !isFound ? ' boss-slot--missed' : ''}`}
                    data-found={isFound}
                    aria-label={isFound ? word : round.ended ? `${word}, missed` : `${length} letters, not found`}
                  >
                    {[...word].map((letter, i) => (
                      <span key={i} className="boss-slot__cell" aria-hidden="true">
                        {shown ? letter.toUpperCase() : ''}
                      </span>
                    ))}
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
