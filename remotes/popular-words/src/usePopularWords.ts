// The game's state and actions for the view: loads the prompt packs, deals and restores games, plays
// guesses and hints, keeps records and the save, and says what happened.
import { useAnnouncer } from '@games/shared/game-kit/a11y/useAnnouncer';
import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { dateKey } from '@games/shared/game-kit/puzzle/daily';
import { useDailyRecords } from '@games/shared/game-kit/round/useDailyRecords';
import { recordedOutcome, type ScoreOutcome } from '@games/shared/game-kit/score/score-records';
import { describeScoreOutcome } from '@games/shared/game-kit/score/score-text';
import { useScoreRecords } from '@games/shared/game-kit/score/useScoreRecords';
import { modeFromUrl, seedFromUrl } from '@games/shared/game-kit/url-options';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { PACK_URLS } from './dataUrl';
import { isPromptPack, joinPacks, type Prompt } from './logic/bank';
import { dailyPromptIds, seededPromptIds, unseenPromptIds } from './logic/deal';
import { describeGuess, describeHint, describeRoundStart } from './logic/describe';
import {
  currentRound,
  gameScore,
  isCleared,
  isGameOver,
  isRoundOver,
  markRecorded,
  newGame,
  nextRound,
  roundScore,
  submitGuess,
  takeHint,
  type GameState,
  type Mode,
} from './logic/game';
import { ROUNDS } from './logic/rules';
import { gameStores, modeStore, seenStore, SLUG } from './stores';

/** The packs, loaded lazily and checked by the runtime guard. */
function usePromptBank() {
  const what = { what: 'prompts' };
  const packs = [
    useAsset(PACK_URLS[0], isPromptPack, what),
    useAsset(PACK_URLS[1], isPromptPack, what),
    useAsset(PACK_URLS[2], isPromptPack, what),
    useAsset(PACK_URLS[3], isPromptPack, what),
  ];
  const datas = packs.map((pack) => pack.data);
  const ready = datas.every(Boolean);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the four packs are the inputs
  const bank = useMemo(() => (ready ? joinPacks(datas.map((d) => d!)) : null), [ready, ...datas]);
  const error = packs.find((pack) => pack.status === 'error')?.error ?? null;
  const retry = () => packs.forEach((pack) => pack.status === 'error' && pack.retry());
  return { bank, error, retry };
}

const knownIds = (game: GameState, byId: Map<string, Prompt>) => game.rounds.every((round) => byId.has(round.promptId));

function dealUnlimited(bank: readonly Prompt[]): GameState {
  const { picked, seen } = unseenPromptIds(bank, seenStore.load() ?? [], Math.random);
  seenStore.save(seen);
  return newGame('unlimited', picked);
}

/** The saved game of a mode if it is still good (today's daily, prompts still in the bank), else a new deal. */
function resume(mode: Mode, bank: readonly Prompt[], byId: Map<string, Prompt>, today: string): GameState {
  const saved = gameStores[mode].load();
  if (mode === 'daily') return saved && saved.dateKey === today && knownIds(saved, byId) ? saved : newGame('daily', dailyPromptIds(bank, today), today);
  return saved && knownIds(saved, byId) ? saved : dealUnlimited(bank);
}

export type Focus = 'input' | 'next' | null;

export function usePopularWords() {
  const { bank, error, retry } = usePromptBank();
  const byId = useMemo(() => new Map((bank ?? []).map((prompt) => [prompt.id, prompt])), [bank]);
  const { announcement, announce } = useAnnouncer();
  const [game, setGame] = useState<GameState | null>(null);
  const [feedback, setFeedback] = useState('');
  const [focus, setFocus] = useState<{ target: Focus; at: number }>({ target: null, at: 0 });
  const [resultOpen, setResultOpen] = useState(false);
  const [outcome, setOutcome] = useState<ScoreOutcome | null>(null);
  const mode: Mode = game?.mode ?? 'daily';
  const scores = useScoreRecords(SLUG, mode);
  // The dailies and the score records are two views of the game's one records document.
  const daily = useDailyRecords(SLUG);
  const today = dateKey();
  const promptOf = useCallback((id: string) => byId.get(id), [byId]);

  const focusOn = (target: Focus) => setFocus((f) => ({ target, at: f.at + 1 }));

  const begin = useCallback(
    (next: GameState, say = true) => {
      setGame(next);
      setFeedback('');
      setOutcome(null);
      setResultOpen(false);
      const prompt = byId.get(currentRound(next).promptId);
      if (say && prompt) announce(describeRoundStart(next.round, prompt));
    },
    [announce, byId],
  );

  // The first game once the prompts are in: a seed in the URL deals a fixed five, else the saved game.
  const started = useRef(false);
  useEffect(() => {
    if (!bank || started.current) return;
    started.current = true;
    const seed = seedFromUrl();
    if (seed) {
      modeStore.save('unlimited');
      begin(newGame('unlimited', seededPromptIds(bank, seed)));
    } else {
      // ?mode=daily (a Today tile) or ?mode=unlimited opens that mode, remembered as the player's choice.
      const asked = modeFromUrl((_value: unknown): _value is never => false)?.mode;
      if (asked) modeStore.save(asked);
      begin(resume(asked ?? modeStore.load() ?? 'daily', bank, byId, today));
    }
  }, [bank, byId, begin, today]);

  // Saved on every change; a reload continues here.
  useEffect(() => {
    if (game) gameStores[game.mode].save(game);
  }, [game]);

  const prompt = game ? byId.get(currentRound(game).promptId) ?? null : null;
  const score = game ? gameScore(game, promptOf) : 0;
  const over = game ? isGameOver(game) : false;

  /** Counts a finished game once: best score of the mode, and the daily marked done with its streak. */
  const finish = (ended: GameState): GameState => {
    const total = gameScore(ended, promptOf);
    const found = ended.rounds.reduce((sum, round) => sum + round.found.length, 0);
    const cleared = ended.rounds.filter(isCleared).length;
    const result = scores.finishRound(total, { found, cleared });
    setOutcome(result);
    if (ended.mode === 'daily' && ended.dateKey) {
      const hints = ended.rounds.reduce((sum, round) => sum + round.hinted.length, 0);
      const mistakes = ended.rounds.reduce((sum, round) => sum + round.misses.length, 0);
      daily.record({ date: ended.dateKey, hints, mistakes });
    }
    return markRecorded(ended);
  };

  const guess = (text: string): boolean => {
    if (!game || !prompt) return false;
    const played = submitGuess(game, prompt, text);
    let next = played.game;
    const round = currentRound(next);
    let said = describeGuess(played.outcome, prompt, round, text);
    if (isGameOver(next) && !next.recorded) {
      next = finish(next);
      said += ` Game over. Score ${gameScore(next, promptOf)}.`;
    }
    setGame(next);
    setFeedback(played.outcome.kind === 'strike' && played.outcome.out ? `${text.trim()}: strike 3. Round over, ${roundScore(round, prompt)} points.` : said);
    announce(said);
    if (isRoundOver(round) && played.outcome.kind !== 'closed') focusOn('next');
    return played.outcome.kind !== 'empty';
  };

  const hint = () => {
    if (!game || !prompt) return;
    const { game: next, index } = takeHint(game);
    if (index === null) return;
    const said = describeHint(prompt, index);
    setGame(next);
    setFeedback(said);
    announce(said);
  };

  const advance = () => {
    if (!game) return;
    if (isGameOver(game)) {
      setResultOpen(true);
      return;
    }
    const next = nextRound(game);
    if (next === game) return;
    begin(next);
    focusOn('input');
  };

  const newUnlimited = () => {
    if (!bank) return;
    modeStore.save('unlimited');
    begin(dealUnlimited(bank));
    focusOn('input');
  };

  const chooseMode = (next: Mode) => {
    if (!bank || next === mode) return;
    modeStore.save(next);
    begin(resume(next, bank, byId, today));
  };

  const shownOutcome = over && game ? (outcome ?? recordedOutcome(scores.records, mode, score)) : null;
  const { streak, doneToday: dailyDone } = daily;

  return {
    bank,
    error,
    retry,
    game,
    prompt,
    round: game ? currentRound(game) : null,
    score,
    over,
    mode,
    best: scores.best,
    streak,
    dailyDone,
    feedback,
    focus,
    announcement,
    announce,
    resultOpen,
    closeResult: () => setResultOpen(false),
    outcome: shownOutcome,
    describeOutcome: (title: string) => (shownOutcome ? describeScoreOutcome(title, shownOutcome) : ''),
    guess,
    hint,
    advance,
    newUnlimited,
    chooseMode,
    rounds: ROUNDS,
  };
}

export type PopularWords = ReturnType<typeof usePopularWords>;
