import { forwardRef } from 'react';
import type { FoundWord } from './logic/rules';

export interface WordListProps {
  words: readonly string[];
  found: readonly FoundWord[];
}

/** The words to find; found ones are struck through and marked with their highlight colour. */
export const WordList = forwardRef<HTMLUListElement, WordListProps>(function WordList({ words, found }, ref) {
  const colourOf = new Map(found.map((f) => [f.word, f.colour]));
  return (
    <ul ref={ref} className="ws-words" aria-label="Words to find" data-testid="word-list">
      {words.map((word) => {
        const colour = colourOf.get(word);
        const isFound = colour !== undefined;
        return (
          <li key={word} className={isFound ? `ws-word ws-word--found ws-word--${colour}` : 'ws-word'} data-word={word} data-found={isFound}>
            {isFound ? (
              <s>
                {word}
                <span className="gk-visually-hidden"> (found)</span>
              </s>
            ) : (
              word
            )}
          </li>
        );
      })}
    </ul>
  );
});
