import { Counter, type Registry } from 'prom-client';
import { createRegistryReadMetrics, type RegistryReadObserver } from '@games/shared/server/registry-read-metrics';

/** The host's own metrics beside its requests: registry reads and the game loads browsers report failed. */
export interface HostMetrics {
  /** host_registry_reads_total{source,outcome} and host_registry_read_duration_seconds (shared with the remotes origin's). */
  registryRead: RegistryReadObserver;
  gameLoadFailed(game: string, kind: string): void;
}

/** Distinct game labels kept; reports for further names count under "other" (labels must stay bounded). */
const MAX_GAME_LABELS = 200;

export function createHostMetrics(registry: Registry): HostMetrics {
  const registryRead = createRegistryReadMetrics(registry, 'host');
  const loadFailures = new Counter({
    name: 'game_load_failures_total',
    help: 'Game loads that failed in visitors\' browsers (preload-error), reported to the host, by game and kind.',
    labelNames: ['game', 'kind'] as const,
    registers: [registry],
  });
  const games = new Set<string>();
  return {
    registryRead,
    gameLoadFailed(game, kind) {
      if (!games.has(game) && games.size < MAX_GAME_LABELS) games.add(game);
      loadFailures.inc({ game: games.has(game) ? game : 'other', kind });
    },
  };
}
