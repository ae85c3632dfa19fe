import fs from 'node:fs';
import path from 'node:path';
import type { ClickFigures } from './click-every-game.bench';
import type { LongTaskFigures } from './long-tasks.bench';
import type { PortalFigures } from './portal.bench';
import type { RemoteFirstLoadBytes } from './remote-first-load-bytes';

/** One line of the performance report: a figure beside its target. `pass` is undefined for a plain figure or a missing one. */
export interface ReportRow {
  metric: string;
  figure: string;
  target: string;
  pass?: boolean;
}

export const PORTAL_TARGETS = { jsBytesHome: 130 * 1024, lcpHomeMs: 1200, loadToPlayableRatio: 1.3, loadToPlayableOriginalRatio: 1.5, clickToPlayable2048Ms: 300, clickAfterHoverToPlayable2048Ms: 150 };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value: number) => (value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`);
const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`;

export function portalRows(figures: PortalFigures): ReportRow[] {
  return [
    { metric: 'JS on / (bytes as sent, brotli)', figure: kb(figures.jsBytesHome), target: '≤ 130 KB', pass: figures.jsBytesHome <= PORTAL_TARGETS.jsBytesHome },
    { metric: 'JS on / with the idle warm-up of the first screen\'s games (after load)', figure: kb(figures.jsBytesHomeWithWarmUp), target: 'figure' },
    { metric: 'LCP on / (with Today), 4× CPU throttling', figure: ms(figures.lcpHomeMs), target: '≤ 1.2 s', pass: figures.lcpHomeMs <= PORTAL_TARGETS.lcpHomeMs },
    { metric: 'CLS on / (largest of the runs)', figure: figures.clsHome.toFixed(3), target: '0', pass: figures.clsHome === 0 },
    { metric: 'cold load-to-playable /game/2048, 4×', figure: ms(figures.loadToPlayable2048Ms), target: 'figure' },
    { metric: 'cold load-to-playable, 2048 alone on a bare page, 4×', figure: ms(figures.loadToPlayableBare2048Ms), target: 'figure' },
    {
      metric: 'load-to-playable ratio portal / bare page',
      figure: `${figures.loadToPlayableRatio.toFixed(2)}×`,
      target: '≤ 1.3×',
      pass: figures.loadToPlayableRatio <= PORTAL_TARGETS.loadToPlayableRatio,
    },
    { metric: 'cold load-to-playable, the original 2048 served statically, 4×', figure: ms(figures.loadToPlayableOriginal2048Ms), target: 'figure' },
    {
      metric: 'load-to-playable ratio portal / original 2048',
      figure: `${figures.loadToPlayableOriginalRatio.toFixed(2)}×`,
      target: '≤ 1.5×',
      pass: figures.loadToPlayableOriginalRatio <= PORTAL_TARGETS.loadToPlayableOriginalRatio,
    },
    ...figures.otherGames.map((game) => ({
      metric: `cold /game/${game.slug} (${game.family}) vs the same game on a bare page, 4×: ${ms(game.portalMs)} vs ${ms(game.bareMs)}`,
      figure: `${game.ratio.toFixed(2)}×`,
      target: '≤ 1.3×',
      pass: game.ratio <= PORTAL_TARGETS.loadToPlayableRatio,
    })),
    { metric: 'click-to-playable, gallery → 2048, clicked at once', figure: ms(figures.clickToPlayable2048Ms), target: '≤ 300 ms', pass: figures.clickToPlayable2048Ms <= PORTAL_TARGETS.clickToPlayable2048Ms },
    {
      metric: 'click-to-playable, gallery → 2048, after the pointer rested on the card 200 ms',
      figure: ms(figures.clickAfterHoverToPlayable2048Ms),
      target: '≤ 150 ms',
      pass: figures.clickAfterHoverToPlayable2048Ms <= PORTAL_TARGETS.clickAfterHoverToPlayable2048Ms,
    },
  ];
}

/** Issue 31's goal for every gallery game: the click on its card to its board, ≤ 150 ms, ≤ 300 ms at 4×. */
export const CLICK_TARGETS_MS: Record<number, number> = { 1: 150, 4: 300 };

export function clickRows(clicks: ClickFigures[]): ReportRow[] {
  if (clicks.length === 0) return [];
  const rates = Object.keys(clicks[0].medianMs).map(Number);
  return rates.map((rate) => {
    const sorted = [...clicks].sort((a, b) => a.medianMs[rate] - b.medianMs[rate]);
    const middle = sorted[Math.floor(sorted.length / 2)].medianMs[rate];
    const worst = sorted[sorted.length - 1];
    const target = CLICK_TARGETS_MS[rate];
    return {
      metric: `click-to-playable from the gallery, all ${clicks.length} games, ${rate}× CPU: median of games · worst`,
      figure: `${ms(middle)} · ${ms(worst.medianMs[rate])} (${worst.slug})`,
      target: target ? `≤ ${target} ms each` : 'figure',
      pass: target ? worst.medianMs[rate] <= target : undefined,
    };
  });
}

export function remoteBytesRows(remotes: RemoteFirstLoadBytes[]): ReportRow[] {
  return remotes.map((r) => ({
    metric: `${r.slug}: own first-load JS (gzip)`,
    figure: kb(r.gzipBytes),
    target: `≤ ${r.budgetBytes / 1024} KB`,
    pass: r.gzipBytes <= r.budgetBytes,
  }));
}

export function longTaskRows(longTasks: LongTaskFigures[]): ReportRow[] {
  const total = longTasks.reduce((n, g) => n + g.longTasks, 0);
  const worst = longTasks.filter((g) => g.longTasks > 0).map((g) => `${g.game} ${g.longTasks}`);
  return [{ metric: `long tasks > 50 ms while playing (${longTasks.length} games)`, figure: worst.length ? `${total} (${worst.join(', ')})` : '0', target: 'none', pass: total === 0 }];
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

const missing = (metric: string, target: string, file: string): ReportRow => ({ metric, figure: `not measured (no ${file})`, target });

/** Falling Stars frame time, from bench-results/falling-stars.json (remotes/falling-stars/bench). */
export function fallingStarsRows(resultsDir: string): ReportRow[] {
  const data = readJson(path.join(resultsDir, 'falling-stars.json'));
  const metric = 'falling-stars frame time p95, 4×';
  if (typeof data?.p95FrameMs !== 'number') return [missing(metric, '≤ 16.7 ms', 'falling-stars.json')];
  const target = typeof data.targetP95Ms === 'number' ? data.targetP95Ms : 16.7;
  // The bench decides (one definition): a p95 interval of 16.8 ms is vsync jitter, not a dropped frame.
  const pass = typeof data.meetsTarget === 'boolean' ? data.meetsTarget : data.p95FrameMs <= target;
  return [{ metric, figure: `${data.p95FrameMs} ms (median ${data.medianFrameMs} ms)`, target: `≤ ${target} ms (one 60 Hz frame)`, pass }];
}

interface ContactResult {
  target?: string;
  acceptedPerSecond?: number;
  p99Ms?: number;
}

/** Contact-service throughput, from bench-results/contact-service.json (contact-service/bench/throughput.ts). */
export function contactServiceRows(resultsDir: string): ReportRow[] {
  const data = readJson(path.join(resultsDir, 'contact-service.json'));
  const results = Array.isArray(data?.results) ? (data.results as ContactResult[]) : [];
  const find = (word: string) => results.find((r) => typeof r.target === 'string' && r.target.toLowerCase().includes(word.toLowerCase()));
  const bare = find('bare');
  const sqlite = find('sqlite');
  const postgres = find('postgres');
  if (!bare?.acceptedPerSecond || !sqlite?.acceptedPerSecond) return [missing('contact-service throughput', '≥ 40 % of bare, p99 ≤ 20 ms', 'contact-service.json')];
  const target = (data?.target ?? {}) as { ratioToBare?: number; p99Ms?: number };
  const ratioTarget = target.ratioToBare ?? 0.4;
  const p99Target = target.p99Ms ?? 20;
  const ratio = sqlite.acceptedPerSecond / bare.acceptedPerSecond;
  const connections = (data?.settings as { connections?: number } | undefined)?.connections;
  const label = `contact-service${connections ? `, ${connections} connections` : ''}`;
  return [
    { metric: `${label}: SQLite`, figure: perSecond(sqlite.acceptedPerSecond), target: 'figure' },
    { metric: `${label}: PostgreSQL`, figure: postgres?.acceptedPerSecond ? perSecond(postgres.acceptedPerSecond) : 'not measured', target: 'figure' },
    { metric: `${label}: bare node:http`, figure: perSecond(bare.acceptedPerSecond), target: 'figure' },
    { metric: `${label}: SQLite / bare`, figure: `${Math.round(ratio * 100)} %`, target: `≥ ${Math.round(ratioTarget * 100)} %`, pass: ratio >= ratioTarget },
    { metric: `${label}: SQLite p99`, figure: `${sqlite.p99Ms} ms`, target: `≤ ${p99Target} ms`, pass: typeof sqlite.p99Ms === 'number' && sqlite.p99Ms <= p99Target },
  ];
}

const verdict = (row: ReportRow) => (row.pass === undefined ? '' : row.pass ? 'pass' : 'FAIL');

export function formatTable(rows: ReportRow[]): string {
  const cells = [['metric', 'figure', 'target', 'result'], ...rows.map((r) => [r.metric, r.figure, r.target, verdict(r)])];
  const widths = cells[0].map((_, i) => Math.max(...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((cell, i) => cell.padEnd(widths[i])).join('  ');
  return [line(cells[0]), widths.map((w) => '─'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export function formatMarkdown(rows: ReportRow[]): string {
  const escape = (s: string) => s.replace(/\|/g, '\\|');
  return ['| measure | figure | target | result |', '|---|---|---|---|', ...rows.map((r) => `| ${escape(r.metric)} | ${escape(r.figure)} | ${escape(r.target)} | ${verdict(r)} |`)].join('\n');
}
