import { quartilesOf, wordOf, keyOfPath, type Board } from './logic/pack';

export interface FoundWordsProps {
  board: Board;
  found: readonly string[];
  words: readonly string[];
}

/** The five quartile slots (filled as found) and every word found so far, newest first. */
export function FoundWords({ board, found, words }: FoundWordsProps) {
  const quartiles = quartilesOf(board);
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
          Words found: {words.length} of {board.words.length}
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
