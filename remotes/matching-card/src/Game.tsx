import { useEffect, useRef } from 'react';
import type { GameProps } from '@games/shared/contracts';
import { GameOptions } from '@games/shared/game-kit/controls/GameOptions';
import { Select } from '@games/shared/game-kit/controls/Select';
import { Switch } from '@games/shared/game-kit/controls/Switch';
import { PuzzleGameFrame } from '@games/shared/game-kit/puzzle/PuzzleGameFrame';
import { usePuzzleSession } from '@games/shared/game-kit/puzzle/usePuzzleSession';
import type { PuzzleSession } from '@games/shared/game-kit/puzzle/session';
import { liveBest } from '@games/shared/game-kit/score/score-records';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { createStore } from '@games/shared/game-kit/storage';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { faceName, isTheme, THEMES, type Theme } from './faces';
import { deferred } from '@games/shared/game-kit/deferred';
import { foundPairs, isMismatchShowing, pairsOf, winnerOf, type CardsBoard, type CardsPuzzle, type Players } from './logic/cards';
import { dealCards } from './logic/deal';
import { DAILY_LEVEL, LEVELS } from './logic/levels';
import { cardsRules } from './logic/rules';
import { starsFor, starText } from './logic/stars';
import './matching-card.css';

// The help is drawn only in the frame's help dialog: it loads with the dialog's chunk, not in the first load.
const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((help) => help.HowToPlay));

/** How long a mismatch stays up before it flips back (GAMES.md: about 0.8 s). */
const MISMATCH_SHOW_MS = 800;

interface Settings {
  theme: Theme;
  players: Players;
}

const DEFAULT_SETTINGS: Settings = { theme: 'shapes', players: 1 };
const isSettings = (value: unknown): value is Settings =>
  typeof value === 'object' && value !== null && isTheme((value as Settings).theme) && ((value as Settings).players === 1 || (value as Settings).players === 2);
const settingsStore = createStore<Settings>({ key: `${descriptor.slug}:settings`, version: 1, validate: isSettings });

type Session = PuzzleSession<CardsPuzzle, CardsBoard>;

/** Best times and best stars are kept apart for two-player games. */
const recordKey = (level: string, players: Players) => (players === 2 ? `${level}:2p` : level);
const sessionKey = (session: Session) => recordKey(session.level, session.puzzle.players);
const levelLabel = (level: string) => LEVELS.find((l) => l.value === level)?.label ?? level;

/**
 * Concentration: the kit's puzzle session keeps the deal, daily, saving, clock, best time and streak; this
 * view draws the cards, flips a mismatch back after a moment, and adds moves, stars and two-player turns.
 */
export default function Game({ title }: GameProps) {
  const [settings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const settingsNow = useRef(settings);
  const bestStarsOf = useRef<(key: string) => number>(() => 0);
  settingsNow.current = settings;
  const theme = settings.theme;

  const game = usePuzzleSession({
    gameKey: descriptor.slug,
    title,
    rules: cardsRules,
    levels: LEVELS,
    defaultLevel: DAILY_LEVEL,
    dailyLevel: () => DAILY_LEVEL,
    saveVersion: 1,
    clockStarts: 'first-move',
    tools: { undo: false, clear: false, hint: false },
    countsMistakes: true,
    // The daily deal is one player's; Unlimited follows the Two players option.
    deal: async ({ seed, level, mode }) => dealCards(seed, level, mode === 'daily' ? 1 : settingsNow.current.players),
    bestKey: sessionKey,
    describeDeal: (session) =>
      `New ${levelLabel(session.level)} board, ${pairsOf(session.puzzle)} pairs${session.puzzle.players === 2 ? ', two players, player 1 starts' : ''}.`,
    describeMove: (before, after, session) => describe(before, after, session, settingsNow.current.theme),
    resultLines: (session) => resultLines(session, bestStarsOf.current(sessionKey(session))),
    shareLines: (session) => {
      const board = session.history.present;
      return [
        `🃏 ${levelLabel(session.level)} · ${board.moves} moves ${starText(starsFor(board.moves, pairsOf(session.puzzle)))}`,
        ...(session.puzzle.players === 2 ? [`👥 ${board.scores[0]}–${board.scores[1]}`] : []),
      ];
    },
  });
  const { puzzle, board, session } = game;

  const key = recordKey(game.level, puzzle?.players ?? 1);
  const scores = useScoreRecords(descriptor.slug, key);

  // Best stars per board, kept through the kit's score records when a board is cleared here.
  const wasPlaying = useRef(false);
  useEffect(() => {
    if (!session || !board || !puzzle) return;
    if (game.status === 'playing') wasPlaying.current = true;
    else if (game.status === 'won' && wasPlaying.current) {
      wasPlaying.current = false;
      scores.finishRound(starsFor(board.moves, pairsOf(puzzle)), { pairs: pairsOf(puzzle) });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- records once per transition into 'won'
  }, [game.status, session?.seed]);

  // A mismatch stays up for a moment, then flips back (a click meanwhile is ignored by the rules).
  const mismatch = board ? isMismatchShowing(board) : false;
  const { play } = game;
  useEffect(() => {
    if (!mismatch) return;
    const timer = window.setTimeout(() => play({ type: 'hide' }), MISMATCH_SHOW_MS);
    return () => window.clearTimeout(timer);
  }, [mismatch, play]);

  const moves = board?.moves ?? 0;
  bestStarsOf.current = (recordKey: string) => liveBest(scores.records, recordKey, 0);
  const twoPlayers = puzzle?.players === 2;

  return (
    <PuzzleGameFrame
      game={game}
      title={title}
      howToPlay={<HowToPlay Board={Board} />}
      className="mc"
      // The header holds the kit's time, best and daily plus the moves (on a phone no more fit); the best
      // stars are in the result, two players' scores above the cards.
      stats={[{ label: 'Moves', value: moves }]}
      toolbarExtra={
        <GameOptions>
          <Select
            label="Cards"
            value={theme}
            options={THEMES}
            onChange={(value) => setSettings((current) => ({ ...current, theme: value as Theme }))}
          />
          <Switch
            label="Two players"
            description="Take turns on one device; a pair plays again. Starts a new Unlimited deal."
            checked={settings.players === 2}
            onChange={(on) => {
              const players: Players = on ? 2 : 1;
              settingsNow.current = { ...settingsNow.current, players };
              setSettings((current) => ({ ...current, players }));
              game.newPuzzle();
            }}
          />
        </GameOptions>
      }
    >
      {puzzle && board && (
        <div className={twoPlayers ? 'mc-play mc-play--duo' : 'mc-play'}>
          {twoPlayers && (
            <p className="mc-turn" data-testid="mc-turn">
              {board.scores.map((score, player) => (
                <span key={player} className={board.turn === player ? 'mc-turn__player mc-turn__player--on' : 'mc-turn__player'}>
                  {board.turn === player ? '▶ ' : ''}Player {player + 1}: {score}
                </span>
              ))}
            </p>
          )}
          <Board
            puzzle={puzzle}
            board={board}
            theme={theme}
            won={game.status === 'won'}
            testId={descriptor.ready.testId}
            onFlip={(card) => {
              game.touch();
              play({ type: 'flip', card });
            }}
          />
        </div>
      )}
    </PuzzleGameFrame>
  );
}

/** Words for a screen reader after a card turned or a mismatch flipped back. */
function describe(before: CardsBoard, after: CardsBoard, session: Session, theme: Theme): string | null {
  const { puzzle } = session;
  const name = (card: number) => faceName(theme, puzzle.faces[card]);
  const two = puzzle.players === 2;
  if (after.open.length === 1 && before.open.length === 0) return `${name(after.open[0])}.`;
  if (after.open.length === 2) return `${name(after.open[1])}. No match with ${name(after.open[0])}.`;
  if (foundPairs(after) > foundPairs(before)) {
    const card = after.found.findIndex((owner, at) => owner > 0 && before.found[at] === 0);
    const again = two && foundPairs(after) < pairsOf(puzzle) ? ` Player ${after.turn + 1} plays again.` : '';
    return `Pair of ${name(card)}! ${foundPairs(after)} of ${pairsOf(puzzle)} pairs.${again}`;
  }
  if (before.open.length === 2 && after.open.length === 0) return two ? `Cards turned back. Player ${after.turn + 1}'s turn.` : null;
  return null;
}

function resultLines(session: Session, bestBefore: number) {
  const board = session.history.present;
  const pairs = pairsOf(session.puzzle);
  const stars = starsFor(board.moves, pairs);
  const best = Math.max(bestBefore, stars);
  const lines = [
    { label: 'Moves', value: `${board.moves} (fewest ${pairs})` },
    { label: 'Stars', value: <span aria-label={`${stars} of 3 stars`}>{starText(stars)}</span> },
    { label: 'Best stars', value: <span aria-label={`${best} of 3 stars`}>{stars > bestBefore ? `${starText(best)} new!` : starText(best)}</span> },
  ];
  if (session.puzzle.players === 2) {
    const winner = winnerOf(board);
    lines.push(
      { label: 'Player 1', value: `${board.scores[0]} pairs` },
      { label: 'Player 2', value: `${board.scores[1]} pairs` },
      { label: 'Winner', value: winner === 0 ? 'A tie' : `Player ${winner}` },
    );
  }
  return lines;
}
