import { Counter, Histogram, type Registry } from 'prom-client';

export type RegistryReadOutcome = 'ok' | 'error' | 'timeout';

/** The host's own metrics beside its requests: registry reads and the game loads browsers report failed. */
export interface HostMetrics {
  registryRead(outcome: RegistryReadOutcome, seconds: number): void;
  gameLoadFailed(game: string, kind: string): void;
}

/** Distinct game labels kept; reports for further names count under "other" (labels must stay bounded). */
const MAX_GAME_LABELS = 200;

export function createHostMetrics(registry: Registry): HostMetrics {
  const reads = new Counter({
    name: 'host_registry_reads_total',
    help: 'Reads of the games registry by the host server (preload hints), by outcome.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const readSeconds = new Histogram({
    name: 'host_registry_read_duration_seconds',
    help: 'Time a registry read took, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1],
    registers: [registry],
  });
  const loadFailures = new Counter({
    name: 'game_load_failures_total',
    help: 'Game loads that failed in visitors\' browsers (preload-error), reported to the host, by game and kind.',
    labelNames: ['game', 'kind'] as const,
    registers: [registry],
  });
  const games = new Set<string>();
  return {
    registryRead(outcome, seconds) {
      reads.inc({ outcome });
      readSeconds.observe({ outcome }, seconds);
    },
    gameLoadFailed(game, kind) {
      if (!games.has(game) && games.size < MAX_GAME_LABELS) games.add(game);
      loadFailures.inc({ game: games.has(game) ? game : 'other', kind });
    },
  };
}
