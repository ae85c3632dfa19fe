import { useAsset } from '@games/shared/game-kit/data/useAsset';
import { dailyPuzzleSeed } from '@games/shared/game-kit/puzzle/daily';
import { dailyAction } from '@games/shared/game-kit/result/next-daily-action';
import { useNextDaily } from '@games/shared/game-kit/result/useNextDaily';
import { useDailyRecords } from '@games/shared/game-kit/round/useDailyRecords';
import { useFocusAfterRender } from '@games/shared/game-kit/round/useFocusAfterRender';
import { useRoundSession } from '@games/shared/game-kit/round/useRoundSession';
import { modeFromUrl, pageQuery, randomSeed, seededPuzzleFromUrl } from '@games/shared/game-kit/url-options';
import { usePersistentState } from '@games/shared/game-kit/usePersistentState';
import { useEffect, useRef, useState } from 'react';
import { WORDS_URL } from './dataUrl';
import { isScrambleData } from './logic/data';
import { dealPackRound, dealRound } from './logic/deal';
import { roundLabel } from './logic/label';
import { isLevelId, type LevelId, type LevelMode, type Mode } from './logic/levels';
import { dealOnOpen } from './logic/opening';
import { isPackId, type PackId } from './logic/packs';
import { currentWord, startRound, type Round } from './logic/round';
import { scoreKeyOf } from './logic/score-key';
import { loadPack } from './loadPack';
import { scrambleResult } from './result';
import { DEFAULT_SETTINGS, roundStore, settingsStore, type SavedRound } from './stores';
import { clockRuns, useWordActions, WORD_MS } from './useWordActions';

/**
 * Word Scramble's lifecycle: the word list and themed packs, the player's settings, the kit's round session
 * (saved with the word's clock, finished into score and daily records) and how a round begins: on opening (the
 * URL's seed, the saved round, or a new one), by choice of mode, level or pack, again, or onwards after the
 * daily. The words' own actions are useWordActions'.
 */
export function useScrambleGame(gameKey: string) {
  const data = useAsset(WORDS_URL, isScrambleData, { what: 'word list' });
  const [url] = useState(() => seededPuzzleFromUrl(isLevelId));
  // ?seed=…&pack=animals deals a themed pack's round (tests, shared links).
  const [urlPack] = useState(() => {
    const pack = pageQuery().get('pack');
    return isPackId(pack) ? pack : null;
  });
  const [storedSettings, setSettings] = usePersistentState(settingsStore, DEFAULT_SETTINGS);
  const settings = { ...DEFAULT_SETTINGS, ...storedSettings };
  const daily = useDailyRecords(gameKey);
  const boardRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useFocusAfterRender();

  const settingsKey = scoreKeyOf({ ...settings, timed: settings.mode === 'theme' ? settings.packTimed : settings.timed });
  const session = useRoundSession<SavedRound | null>({
    gameKey,
    store: roundStore,
    initial: null,
    clockRuns,
    durationMs: WORD_MS,
    scoreKey: (saved) => (saved ? scoreKeyOf(saved.round) : settingsKey),
    daily,
    // Whether the saved round goes on is decided once the words are in (below).
    restoreOnOpen: false,
    onTimeUp: () => actions.timeUp(),
  });
  const { saved, announce } = session;
  const round = saved?.round ?? null;
  const scoreKey = round ? scoreKeyOf(round) : settingsKey;
  const actions = useWordActions({ session, focus: focusAfterRender, boardRef });

  // A themed pack is fetched when chosen; the round starts once it is in (unless another was chosen meanwhile).
  const packRequest = useRef(0);
  const [packLoad, setPackLoad] = useState<{ pack: PackId; error?: string } | null>(null);

  /** Puts a freshly dealt round in play. */
  const launch = (fresh: Round) => {
    packRequest.current += 1; // a themed pack still loading no longer starts
    setPackLoad(null);
    session.start({ round: fresh, clock: null }, WORD_MS);
    actions.clearWrong();
    const first = currentWord(fresh);
    announce(`${fresh.mode === 'daily' ? 'Daily five' : roundLabel(fresh)}. Word 1: ${first.answer.length} letters, ${[...first.scramble].join(' ')}.`);
  };

  const begin = (mode: LevelMode, level: LevelId, seed?: string) => {
    if (data.status !== 'ready') return;
    const roundSeed = mode === 'daily' ? dailyPuzzleSeed(gameKey) : (seed ?? randomSeed());
    launch(startRound(dealRound(data.data, roundSeed, mode, level), { seed: roundSeed, mode, level, timed: settings.timed, date: mode === 'daily' ? daily.today : null }));
  };

  const beginPack = (pack: PackId, seed?: string) => {
    const request = ++packRequest.current;
    setPackLoad({ pack });
    loadPack(pack).then(
      (packData) => {
        if (request !== packRequest.current) return;
        const roundSeed = seed ?? randomSeed();
        launch(startRound(dealPackRound(packData, roundSeed), { seed: roundSeed, mode: 'theme', level: settings.level, timed: settings.packTimed, date: null, pack }));
      },
      (error: Error) => request === packRequest.current && setPackLoad({ pack, error: error.message }),
    );
  };

  // Once the words are in: the URL's seed, else the saved round (today's daily, unlimited or a pack), else a new one.
  const opened = useRef(false);
  useEffect(() => {
    if (data.status !== 'ready' || opened.current) return;
    opened.current = true;
    // ?mode=daily (a Today tile) or ?mode=unlimited&difficulty=… opens that mode, remembered as the player's choice.
    const asked = url || urlPack ? null : modeFromUrl(isLevelId);
    const opening = asked ? { ...settings, mode: asked.mode, level: asked.difficulty ?? settings.level } : settings;
    if (asked) setSettings(opening);
    const deal = dealOnOpen({ url, urlPack, saved: session.current()?.round ?? null, settings: opening, today: daily.today });
    if (!deal) session.restore();
    else if (deal.mode === 'theme') beginPack(deal.pack, deal.seed);
    else begin(deal.mode, deal.level, deal.seed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the data arrives
  }, [data.status]);

  const choose = (mode: Mode, option?: string) => {
    if (url || urlPack) window.history.replaceState(window.history.state, '', window.location.pathname);
    if (mode === 'theme') {
      const pack = isPackId(option) ? option : settings.pack;
      setSettings({ ...settings, mode, pack });
      beginPack(pack);
      return;
    }
    packRequest.current += 1;
    setPackLoad(null);
    const nextLevel = isLevelId(option) ? option : settings.level;
    setSettings({ ...settings, mode, level: nextLevel });
    const current = session.current()?.round;
    if (mode === 'daily' && current?.mode === 'daily' && current.date === daily.today) return;
    if (mode === 'daily' && daily.doneToday) return announce('Today’s daily five is done. A new one comes tomorrow.');
    begin(mode, nextLevel);
  };

  /** Another round like this one: the same level, or the same themed pack. */
  const again = (r: Round) => (r.mode === 'theme' && r.pack ? beginPack(r.pack) : begin('unlimited', r.level));
  const onwards = (r: Round) => (r.mode === 'daily' ? choose('unlimited', settings.level) : again(r));
  /** New: the daily in play starts over; otherwise another round like the last, or a first one. */
  const restart = () => (round?.mode === 'daily' && !round.over ? begin('daily', round.level) : round ? again(round) : begin('unlimited', settings.level));

  const nextDaily = useNextDaily(gameKey, Boolean(session.finished && round?.over && round.mode === 'daily'));
  const result =
    session.finished && round?.over
      ? scrambleResult({
          round,
          outcome: session.finished,
          scoreKey,
          streak: daily.streak,
          onShareOutcome: announce,
          // After the daily five: the next daily of the day not finished yet, or unlimited play once all are.
          playAgain: round.mode === 'daily' ? dailyAction(nextDaily, () => onwards(round)).action : { label: 'Play again', onClick: () => onwards(round) },
        })
      : null;

  const timerIsPacks = (round?.mode ?? settings.mode) === 'theme';
  const setTimer = (on: boolean) => {
    // Themed packs keep their own timer choice: relaxed unless turned on.
    setSettings(timerIsPacks ? { ...settings, packTimed: on } : { ...settings, timed: on });
    announce(on ? 'Timer on from the next round.' : 'Timer off (relaxed) from the next round.');
  };

  const resume = () => {
    session.timed.resume();
    focusAfterRender(boardRef);
  };

  return { data, settings, daily, session, round, scoreKey, actions, packLoad, beginPack, choose, onwards, restart, result, timerOn: timerIsPacks ? settings.packTimed : settings.timed, setTimer, resume, boardRef, nextRef };
}
