// Keyboard move entry: SAN ("e4", "Nf3", "O-O", "e8=Q") or coordinates ("e2e4", "e7e8q").
import type { Chess } from 'chess.js';
import { uciOf } from './record';

/** The UCI of the legal move the text names, or null. */
export function parseMoveText(chess: Chess, text: string): string | null {
  const cleaned = text.trim().replace(/0/g, 'O').replace(/[!?+#]+$/g, '');
  if (!cleaned) return null;
  const legal = chess.moves({ verbose: true });
  const coord = cleaned.toLowerCase().replace(/[-x=\s]/g, '');
  if (/^[a-h][1-8][a-h][1-8][qrbn]?$/.test(coord)) {
    const found = legal.find((m) => uciOf(m) === coord || (coord.length === 4 && m.promotion === 'q' && uciOf(m) === `${coord}q`));
    if (found) return uciOf(found);
  }
  const strip = (san: string) => san.replace(/[+#]/g, '');
  const exact = legal.find((m) => strip(m.san) === cleaned);
  if (exact) return uciOf(exact);
  // Lenient: lower-case piece letters ("nf3"), missing "=" in promotions ("e8q"), "x" left out.
  const loose = (s: string) => s.replace(/[x=+#]/g, '').toLowerCase();
  const matches = legal.filter((m) => loose(m.san) === loose(cleaned));
  return matches.length === 1 ? uciOf(matches[0]) : null;
}
