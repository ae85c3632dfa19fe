import type { RefObject } from 'react';
import { LetterTiles } from '@games/shared/game-kit/letters/LetterTiles';
import { missedWords, qualified, tilesOf, type BossGame } from './logic/round';
import { MissedWords } from './MissedWords';
import { Slots } from './Slots';

export interface BoardProps {
  game: BossGame;
  testId: string;
  message: string;
  boardRef: RefObject<HTMLDivElement | null>;
  onPick(id: number): void;
  /** Takes the entry back to before this place. */
  onTrim(place: number): void;
  onNextRound(): void;
  onNewGame(): void;
}

/** The slots, the word being spelled, the tiles; at a round's end the verdict and the missed words. */
export function Board({ game, testId, message, boardRef, onPick, onTrim, onNextRound, onNewGame }: BoardProps) {
  const { round } = game;
  const tiles = tilesOf(round);
  const ended = round.ended;
  const goesOn = ended && !game.over;
  return (
    <div
      ref={boardRef}
      className={`boss-board${ended ? ' boss-board--ended' : ''}`}
      data-testid={testId}
      data-state={game.over ? 'over' : ended ? 'ended' : 'playing'}
      data-round={game.roundNo}
      data-found={round.found.length}
      data-letters={round.order.map((id) => tiles[id].letter).join('')}
      tabIndex={0}
      role="group"
      aria-label={`Round ${game.roundNo}: letters ${round.order.map((id) => tiles[id].letter.toUpperCase()).join(' ')}. Type words of 3 letters or more; Enter tries a word, Space shuffles, Backspace deletes.`}
    >
      <Slots round={round} />
      {ended ? (
        <div className="boss-end" data-testid="boss-end">
          <p className="boss-end__verdict">
            {qualified(round)
              ? game.mode === 'daily'
                ? 'Daily board done: you found a word with every letter!'
                : 'You found a word with every letter: on to the next round!'
              : `No word with all ${round.seed.length} letters: game over.`}
          </p>
          {goesOn ? (
            <button type="button" className="gk-button gk-button--primary" onClick={onNextRound} aria-keyshortcuts="Enter">
              Next round
            </button>
          ) : (
            <button type="button" className="gk-button gk-button--primary" onClick={onNewGame}>
              New game
            </button>
          )}
          <MissedWords level={game.level} bucket={round.bucket} words={missedWords(round)} />
          {round.bonusFound.length > 0 && <p className="boss-end__bonus">Bonus words: {round.bonusFound.map((w) => w.toUpperCase()).join(', ')}</p>}
        </div>
      ) : (
        <>
          <div className="boss-entry" data-testid="boss-entry" aria-label={`Your word: ${round.entry.map((id) => tiles[id].letter).join('') || 'empty'}`} role="group">
            {Array.from({ length: round.seed.length }, (_, place) => {
              const id = round.entry[place];
              return (
                <button
                  key={place}
                  type="button"
                  tabIndex={-1}
                  className={`boss-entry__cell${id === undefined ? '' : ' boss-entry__cell--filled'}`}
                  disabled={id === undefined}
                  aria-label={id === undefined ? `Place ${place + 1}, empty` : `Take back ${tiles[id].letter.toUpperCase()}`}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => onTrim(place)}
                >
                  {id === undefined ? '' : tiles[id].letter.toUpperCase()}
                </button>
              );
            })}
          </div>
          <LetterTiles tiles={tiles} order={round.order} used={round.entry} label="Letters" onPick={onPick} className="boss-tiles" testId="boss-tiles" />
        </>
      )}
      <p className="boss-message" aria-hidden="true">
        {message}
      </p>
    </div>
  );
}
