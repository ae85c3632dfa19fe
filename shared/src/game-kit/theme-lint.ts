/**
 * Finds colours written as literals where the theme cannot reach them. Allowed: anything inside a
 * light-dark(light, dark) pair; shadows and scrims (translucent near-black, which read on both themes);
 * and a line marked with the comment "both themes", for art whose colours are its own in either theme
 * (a chess board, reversi's felt and discs), as Lichess keeps its board in its dark theme.
 */
const COLOUR = /#[0-9a-fA-F]{3,8}\b|\b(?:rgba?|hsla?)\((?:[^()]|\([^()]*\))*\)|(?<![-\w.])(?:white|black)(?![-\w])/g;
const BOTH_THEMES = /both themes/;

export interface ColourFinding {
  line: number;
  text: string;
}

/** Removes every light-dark(...) call, nested parentheses included. */
function withoutPairs(line: string): string {
  let out = '';
  let index = 0;
  while (index < line.length) {
    const start = line.indexOf('light-dark(', index);
    if (start < 0) return out + line.slice(index);
    out += line.slice(index, start);
    let depth = 0;
    let cursor = start + 'light-dark'.length;
    for (; cursor < line.length; cursor += 1) {
      if (line[cursor] === '(') depth += 1;
      else if (line[cursor] === ')' && --depth === 0) break;
    }
    index = cursor + 1;
  }
  return out;
}

function isScrim(literal: string): boolean {
  const hex = /^#([0-9a-f])([0-9a-f])([0-9a-f])([0-9a-f])$|^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(literal);
  if (hex) {
    const [r, g, b, a] = (hex[1] ? hex.slice(1, 5).map((d) => d + d) : hex.slice(5, 9)).map((pair) => parseInt(pair, 16));
    return Math.max(r, g, b) <= 80 && a < 255;
  }
  const match = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)[\s,/]+([\d.]+)(%?)\s*\)$/.exec(literal);
  if (!match) return false;
  const [r, g, b] = match.slice(1, 4).map(Number);
  const alpha = Number(match[4]) / (match[5] ? 100 : 1);
  return Math.max(r, g, b) <= 80 && alpha < 1;
}

/** `words`: also the keywords white and black (stylesheets; in code they are mostly players and pieces). */
export function colourLiteralsOutsidePairs(source: string, { words = true }: { words?: boolean } = {}): ColourFinding[] {
  const findings: ColourFinding[] = [];
  let inComment = false;
  source.split('\n').forEach((raw, index) => {
    if (BOTH_THEMES.test(raw)) return;
    // Comments are prose, not colours (block comments may span lines).
    let line = '';
    let rest = raw;
    while (rest.length > 0) {
      if (inComment) {
        const end = rest.indexOf('*/');
        if (end < 0) return void (rest = '');
        inComment = false;
        rest = rest.slice(end + 2);
      } else {
        const start = rest.indexOf('/*');
        if (start < 0) {
          line += rest;
          rest = '';
        } else {
          line += rest.slice(0, start);
          inComment = true;
          rest = rest.slice(start + 2);
        }
      }
    }
    line = line.replace(/(^|\s)\/\/.*$/, '$1');
    if (/^\s*(import|export)\b/.test(line)) return;
    const literals = (withoutPairs(line).match(COLOUR) ?? []).filter((literal) => !isScrim(literal));
    // Words such as "white-space" or a player called "white" in prose are not colours in a declaration.
    const inDeclaration = literals.filter((literal) => !/^(white|black)$/.test(literal) || (words && /:\s*[^;]*\b(white|black)\b/.test(line)));
    if (inDeclaration.length > 0) findings.push({ line: index + 1, text: raw.trim() });
  });
  return findings;
}
