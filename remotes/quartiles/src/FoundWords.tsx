import { quartilesOf, wordOf, keyOfPath, type Board } from './logic/pack';
import { isCounted } from './logic/play';

export interface FoundWordsProps {
  board: Board;
  found: readonly string[];
  words: readonly string[];
}

/** The five quartile slots (filled as found), the count of counted words found and every word found, newest first. */
export function FoundWords({ board, found, words }: FoundWordsProps) {
  const quartiles = quartilesOf(board);
  // Bonus words (rare, or not for a family count) score but stay outside the total.
  const counted = found.filter((key) => isCounted(board, key)).length;
  const bonus = found.length - counted;
  return (
    <div className="qt-found">
      <ol className="qt-quartiles" aria-label="The five quartiles" data-testid="quartiles-found">
        {quartiles.map((path, index) => {
          const done = found.includes(keyOfPath(path));
          return (
            <li key={index} className={done ? 'qt-quartile qt-quartile--done' : 'qt-quartile'}>
              {done ? wordOf(board, path) : <>
                  <span aria-hidden="true">? ? ? ?</span>
                  <span className="gk-visually-hidden">not found yet</span>
                </>}
            </li>
          );
        })}
      </ol>
      <details className="qt-words">
        <summary>
          Words found: {counted} of {board.words.length}
          {bonus > 0 && ` · ${bonus} bonus`}
        </summary>
        <ul aria-label="Words found">
          {[...words].reverse().map((word) => (
            <li key={word}>{word}</li>
          ))}
        </ul>
      </details>
    </div>
  );
}
