import type { RefObject } from 'react';
import { Definition } from './Definition';
import { LetterTiles } from '@games/shared/game-kit/letters/LetterTiles';
import { currentWord, tilesOf, type Round } from './logic/round';
import { PACKS } from './logic/packs';
import { PackDefinition } from './PackDefinition';

export interface BoardProps {
  round: Round;
  testId: string;
  boardRef: RefObject<HTMLDivElement | null>;
  nextRef: RefObject<HTMLButtonElement | null>;
  /** A wrong try just now: the row shakes (not under reduced motion) and says so. */
  wrong: boolean;
  onPick(id: number): void;
  onRemove(place: number): void;
  onNext(): void;
}

const STATUS_TEXT = { solved: 'Solved!', skipped: 'Skipped', timeout: 'Time’s up' } as const;

/** The current word: the answer row, the scrambled tiles, and once it is done the answer with its definition. */
export function Board({ round, testId, boardRef, nextRef, wrong, onPick, onRemove, onNext }: BoardProps) {
  const word = currentWord(round);
  const tiles = tilesOf(word);
  const done = word.status !== 'playing';
  const last = round.index === round.words.length - 1;
  // A themed pack's round names its theme, on screen and to screen readers.
  const theme = round.mode === 'theme' && round.pack ? PACKS[round.pack].label : null;
  return (
    <div
      ref={boardRef}
      className={`scramble-board scramble-board--${word.status}`}
      data-testid={testId}
      data-index={round.index}
      data-state={round.over ? 'over' : word.status}
      data-scramble={word.scramble}
      tabIndex={0}
      role="group"
      aria-label={`${theme ? `${theme}. ` : ''}Word ${round.index + 1} of ${round.words.length}, ${word.answer.length} letters: ${[...word.scramble].join(' ').toUpperCase()}. Type the word; Space shuffles, Backspace deletes, Enter checks.`}
    >
      <p className="scramble-progress" aria-hidden="true">
        {theme && <span className="scramble-theme" data-testid="scramble-theme">{theme} · </span>}
        Word {round.index + 1} of {round.words.length} · {word.answer.length} letters
      </p>
      <div className={`scramble-answer${wrong ? ' scramble-answer--wrong' : ''}`} role="group" aria-label="Your answer" data-testid="scramble-answer">
        {word.slots.map((id, place) => {
          const hinted = word.hinted.includes(place);
          const letter = id === null ? '' : tiles[id].letter.toUpperCase();
          return (
            <button
              key={place}
              type="button"
              tabIndex={-1}
              className={`scramble-slot${id === null ? '' : ' scramble-slot--filled'}${hinted ? ' scramble-slot--hinted' : ''}`}
              aria-label={id === null ? `Place ${place + 1}, empty` : `Place ${place + 1}, ${letter}${hinted ? ', revealed' : ''}`}
              disabled={done || id === null || hinted}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onRemove(place)}
            >
              {letter}
            </button>
          );
        })}
      </div>
      {wrong && <p className="scramble-note">Not that one. Try again.</p>}
      {done ? (
        <div className="scramble-reveal" data-testid="scramble-reveal">
          <p className="scramble-reveal__status">
            {STATUS_TEXT[word.status as keyof typeof STATUS_TEXT]} {word.status === 'solved' ? `+${word.points}` : ''}
          </p>
          <p className="scramble-reveal__word">
            <strong>{(word.solvedAs ?? word.answer).toUpperCase()}</strong>
            {word.solvedAs && word.solvedAs !== word.answer ? ` (also ${word.answer.toUpperCase()})` : ''}
          </p>
          {round.mode === 'theme' && round.pack ? <PackDefinition pack={round.pack} word={word.answer} /> : <Definition word={word.answer} />}
          {!round.over && (
            <button ref={nextRef} type="button" className="gk-button gk-button--primary scramble-next" onClick={onNext} aria-keyshortcuts="Enter">
              {last ? 'See result' : 'Next word'}
            </button>
          )}
        </div>
      ) : (
        <LetterTiles tiles={tiles} order={word.order} used={word.slots} label="Scrambled letters" onPick={onPick} className="scramble-tiles" testId="scramble-tiles" />
      )}
    </div>
  );
}
