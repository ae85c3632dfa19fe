import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Where every benchmark writes its figures (git-ignored): <repo>/bench-results. */
export const BENCH_RESULTS_DIR = path.resolve(__dirname, '..', '..', 'bench-results');

/** What the figures were measured on; the load average tells whether other work shared the cores. */
export function describeMachine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
  };
}

/** Writes bench-results/<name>.json with the date and machine beside the figures; returns the path. */
export function writeBenchResult(name: string, figures: Record<string, unknown>): string {
  fs.mkdirSync(BENCH_RESULTS_DIR, { recursive: true });
  const file = path.join(BENCH_RESULTS_DIR, `${name}.json`);
  fs.writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine: describeMachine(), ...figures }, null, 2)}\n`);
  return file;
}
