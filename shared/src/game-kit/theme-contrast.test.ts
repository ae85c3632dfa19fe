// The theme's promise in figures: text keeps WCAG AA (4.5:1) and lines, marks and the focus ring keep 3:1
// against what they sit on, in the light theme and in the dark one, for the kit's and the shell's tokens.
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

/** Each `--name: light-dark(a, b)` of a stylesheet as { name: [light, dark] } (hex colours only). */
function pairs(file: string): Record<string, [string, string]> {
  const css = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  const found: Record<string, [string, string]> = {};
  for (const match of css.matchAll(/(--[\w-]+):\s*light-dark\(\s*(#[0-9a-f]{6})\s*,\s*(#[0-9a-f]{6})\s*\)/gi)) {
    found[match[1]] = [match[2], match[3]];
  }
  return found;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const tokens = {
  ...pairs('shared/src/game-kit/theme.css'),
  ...pairs('shared/src/game-kit/focus-ring.css'),
  ...pairs('host/src/app/theme.css'),
};

const TEXT = 4.5;
const MARK = 3;
const checks: Array<[foreground: string, background: string, minimum: number]> = [
  ['--gk-text', '--gk-surface', TEXT],
  ['--gk-text', '--gk-surface-muted', TEXT],
  ['--gk-text-muted', '--gk-surface', TEXT],
  ['--gk-text-muted', '--gk-surface-muted', TEXT],
  ['--gk-accent-text', '--gk-accent', TEXT],
  ['--gk-accent-text', '--gk-accent-strong', TEXT],
  ['--gk-accent', '--gk-surface', MARK],
  ['--gk-text', '--gk-accent-surface', TEXT],
  ['--gk-danger', '--gk-surface', TEXT],
  ['--gk-danger', '--gk-danger-surface', TEXT],
  ['--gk-success', '--gk-surface', TEXT],
  ['--gk-success', '--gk-success-surface', TEXT],
  ['--gk-warning', '--gk-surface', TEXT],
  ['--gk-warning', '--gk-warning-surface', TEXT],
  ['--gk-ink', '--gk-cell', TEXT],
  ['--gk-ink', '--gk-cell-alt', TEXT],
  ['--gk-ink', '--gk-highlight', TEXT],
  ['--gk-ink', '--gk-highlight-soft', TEXT],
  ['--gk-ink-entered', '--gk-cell', TEXT],
  ['--gk-ink-entered', '--gk-highlight-soft', TEXT],
  ['--gk-line-strong', '--gk-cell', MARK],
  ['--gk-border', '--gk-surface', 1.2],
  ['--focus-ring-color', '--gk-surface', MARK],
  ['--focus-ring-color', '--gk-cell', MARK],
  ['--focus-ring-color', '--color-bg', MARK],
  ['--color-text', '--color-bg', TEXT],
  ['--color-text', '--color-surface', TEXT],
  ['--color-text-muted', '--color-bg', TEXT],
  ['--color-text-muted', '--color-surface', TEXT],
  ['--color-text-muted', '--color-surface-alt', TEXT],
  ['--color-primary', '--color-bg', TEXT],
  ['--color-primary', '--color-surface', TEXT],
  ['--color-on-primary', '--color-primary', TEXT],
  ['--color-on-primary', '--color-primary-dark', TEXT],
  ['--color-success', '--color-surface', TEXT],
  ['--color-success', '--color-success-surface', TEXT],
  ['--color-text', '--color-success-surface', TEXT],
  ['--color-danger', '--color-surface', TEXT],
  ['--color-inverse-text', '--color-inverse-bg', TEXT],
  ['--color-inverse-muted', '--color-inverse-bg', TEXT],
];

describe.each([
  ['light', 0],
  ['dark', 1],
] as const)('the %s theme', (_theme, side) => {
  test.each(checks)('%s on %s keeps %d:1', (foreground, background, minimum) => {
    expect(tokens[foreground]).toBeDefined();
    expect(tokens[background]).toBeDefined();
    expect(contrast(tokens[foreground][side], tokens[background][side])).toBeGreaterThanOrEqual(minimum);
  });
});
