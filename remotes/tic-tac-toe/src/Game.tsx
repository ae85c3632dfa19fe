import type { GameProps } from '@games/shared/contracts';
import { GameFrame } from '@games/shared/game-kit';
import { deferred } from '@games/shared/game-kit/deferred';
import { GameOptions } from '@games/shared/game-kit/controls/GameOptions';
import { Select } from '@games/shared/game-kit/controls/Select';
import { ShareButton } from '@games/shared/game-kit/controls/ShareButton';
import type { GameResult } from '@games/shared/game-kit/ResultDialog';
import { verdictTitle } from '@games/shared/game-kit/opponent/verdict';
import { useEffect, useMemo } from 'react';
import { descriptor } from '../game.descriptor';
import { Board } from './Board';
import { SIZE_IDS, type Mark, type SizeId } from './logic/board';
import { MODE_LABELS, MODES, shareText, type Mode, type Starts } from './logic/game';
import { GAME_KEY } from './stores';
import { useTicTacToe } from './useTicTacToe';
import './tic-tac-toe.css';

const HowToPlay = deferred('help', () => import(/* webpackChunkName: "game-kit-dialogs" */ './HowToPlay').then((h) => h.HowToPlay));

const SIZE_LABELS: Record<SizeId, string> = { '3': '3×3 (three in a row)', '4': '4×4 (four in a row)', '5': '5×5 (four in a row)' };

export default function Game({ slug, title }: GameProps) {
  const t = useTicTacToe();
  const { game, settings, verdict, entry } = t;
  const friend = game.mode === 'friend';

  // R starts a new game (not while typing in a field or with a modifier).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key !== 'r' && event.key !== 'R') || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, [role="dialog"]')) return;
      t.startNew();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [t]);

  const result = useMemo<GameResult | null>(() => {
    if (!verdict || !game.counted) return null;
    const otherMark = game.mark === 'X' ? 'O' : 'X';
    const winner = verdict === 'win' ? game.mark : otherMark;
    const title = friend && verdict !== 'draw' ? `${winner} wins!` : verdictTitle(verdict);
    return {
      title,
      // The result contract for opponent games (kit README): wins, losses and draws against this level; a
      // two-player game records nothing, so its result is the winner alone.
      lines: friend ? [] : t.tallyLines(MODE_LABELS[game.mode]),
      details: <ShareButton text={shareText(game, verdict, entry)} onOutcome={(message) => t.announce(message)} />,
      primaryAction: { label: 'Play again', onClick: () => t.startNew() },
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one object per finished game, so dismissing it keeps it hidden
  }, [verdict, game.counted, game.seed]);

  const state = !verdict ? 'playing' : verdict === 'win' ? 'won' : verdict === 'loss' ? 'lost' : 'draw';
  const markOptions = (['X', 'O'] as const).map((m) => ({ value: m, label: friend ? `Player one is ${m}` : `You play ${m}` }));
  const startOptions = friend
    ? [
        { value: 'me', label: 'Player one starts' },
        { value: 'cpu', label: 'Player two starts' },
        { value: 'alternate', label: 'Take turns starting' },
      ]
    : [
        { value: 'me', label: 'You start' },
        { value: 'cpu', label: 'Computer starts' },
        { value: 'alternate', label: 'Take turns starting' },
      ];

  return (
    <GameFrame
      gameKey={slug || GAME_KEY}
      title={title}
      className="ttt"
      howToPlay={<HowToPlay Board={Board} />}
      onRestart={() => t.startNew()}
      restartLabel="New game"
      announcement={t.announcement}
      result={result}
      stats={[
        { label: 'Turn', value: <span data-testid="tic-tac-toe-turn">{t.turnText}</span> },
        ...(friend ? [] : [{ label: 'W–L–D', value: <span data-testid="tic-tac-toe-tally">{`${entry.wins}–${entry.losses}–${entry.draws}`}</span> }]),
      ]}
      controls={
        <Select<Mode>
          label="Opponent"
          hideLabel
          value={settings.mode}
          options={MODES.map((m) => ({ value: m, label: m === 'friend' ? 'Two players' : `vs ${MODE_LABELS[m]}` }))}
          onChange={(mode) => t.changeSettings({ mode })}
        />
      }
      toolbar={
        <GameOptions>
          <Select<SizeId> label="Board" value={settings.size} options={SIZE_IDS.map((s) => ({ value: s, label: SIZE_LABELS[s] }))} onChange={(size) => t.changeSettings({ size })} />
          <Select<Mark> label="Mark" value={settings.mark} options={markOptions} onChange={(mark) => t.changeSettings({ mark })} />
          <Select<Starts> label="First move" value={settings.starts} options={startOptions as { value: Starts; label: string }[]} onChange={(starts) => t.changeSettings({ starts })} />
          {game.size !== '3' && game.mode === 'impossible' && (
            <p className="ttt-note">On 4×4 and 5×5 the computer searches a few moves ahead: strong, but not perfect.</p>
          )}
        </GameOptions>
      }
    >
      <Board
        size={t.variant.size}
        cells={t.board}
        line={t.outcome.over ? (t.outcome.win?.line ?? null) : null}
        locked={t.outcome.over || t.thinking}
        thinking={t.thinking}
        state={state}
        testId={descriptor.ready.testId}
        onPress={t.play}
      />
    </GameFrame>
  );
}
