// The computer's choice of play at each level, a hint (the best play) and word checks, all over the lexicon.
// Easy keeps to short common words and takes a modest one; medium plays the best with probability 0.5, else one
// of its top third; hard plays the best-scoring move. Without a play it exchanges (bag of 7 or more) or passes.
// At every level, and in hints, the computer never plays a word the dictionary marks unfit (a player may).
import { createRandom } from '@games/shared/game-kit/random';
import { pickBest, playsBest } from '@games/shared/game-kit/opponent/levels';
import { invalidWords, type Lexicon } from './lexicon';
import type { Level } from './levels';
import { generateMoves, type Move } from './movegen';
import { checkPlacement } from './placement';

export type EngineRequest =
  | { kind: 'move'; board: string; rack: string; level: Level; seed: string; bagCount: number }
  | { kind: 'hint'; board: string; rack: string }
  | { kind: 'check'; words: string[] };

export type ComputerTurn = { kind: 'play'; move: Move } | { kind: 'exchange'; tiles: string } | { kind: 'pass' };

export type EngineResponse = { kind: 'turn'; turn: ComputerTurn } | { kind: 'hint'; move: Move | null } | { kind: 'check'; invalid: string[] };

export const EASY_MAX_LENGTH = 5;

/** Every word of a move (main and cross-words), upper case. */
export function wordsOfMove(board: string, move: Move): string[] {
  const check = checkPlacement(board, move.placements);
  return check.ok ? check.words.map((w) => w.word) : [];
}

function easyChoice(lexicon: Lexicon, board: string, moves: Move[], random: () => number): Move {
  const short = moves.filter((m) => m.word.length <= EASY_MAX_LENGTH && m.placements.length <= 4);
  const isCommon = (w: string) => lexicon.common.has(w.toLowerCase());
  const common = short.filter((m) => isCommon(m.word) && wordsOfMove(board, m).every(isCommon));
  const pool = common.length ? common : short.length ? short : moves;
  const sorted = [...pool].sort((a, b) => a.score - b.score);
  // A modest play: from the lower two thirds by score.
  const upTo = Math.max(1, Math.ceil((sorted.length * 2) / 3));
  return sorted[Math.floor(random() * upTo)];
}

function mediumChoice(moves: Move[], random: () => number): Move {
  if (playsBest(0.5, random)) return pickBest(moves.map((move) => ({ move, score: move.score })), random);
  const sorted = [...moves].sort((a, b) => b.score - a.score);
  return sorted[Math.floor(random() * Math.max(1, Math.ceil(sorted.length / 3)))];
}

/** The moves the computer may make or suggest: none forms a word the dictionary marks unfit. */
export function computerMoves(lexicon: Lexicon, board: string, rack: string): Move[] {
  const moves = generateMoves(lexicon.dawg, board, rack);
  if (lexicon.unfit.size === 0) return moves;
  const fit = (word: string) => !lexicon.unfit.has(word.toLowerCase());
  // The main word first (cheap); the cross-words only of moves whose main word is fit.
  return moves.filter((move) => fit(move.word) && wordsOfMove(board, move).every(fit));
}

export function chooseTurn(lexicon: Lexicon, request: Extract<EngineRequest, { kind: 'move' }>): ComputerTurn {
  const random = createRandom(`turn:${request.seed}`).next;
  const moves = computerMoves(lexicon, request.board, request.rack);
  if (moves.length === 0) {
    if (request.bagCount >= 7) return { kind: 'exchange', tiles: request.rack };
    return { kind: 'pass' };
  }
  let move: Move;
  if (request.level === 'hard') move = pickBest(moves.map((m) => ({ move: m, score: m.score })), random);
  else if (request.level === 'medium') move = mediumChoice(moves, random);
  else move = easyChoice(lexicon, request.board, moves, random);
  return { kind: 'play', move };
}

/** The best-scoring play, or null when there is none. */
export function bestMove(lexicon: Lexicon, board: string, rack: string): Move | null {
  const moves = computerMoves(lexicon, board, rack);
  if (!moves.length) return null;
  return moves.reduce((best, m) => (m.score > best.score || (m.score === best.score && m.word < best.word) ? m : best));
}

export function answer(lexicon: Lexicon, request: EngineRequest): EngineResponse {
  if (request.kind === 'check') return { kind: 'check', invalid: invalidWords(lexicon, request.words) };
  if (request.kind === 'hint') return { kind: 'hint', move: bestMove(lexicon, request.board, request.rack) };
  return { kind: 'turn', turn: chooseTurn(lexicon, request) };
}

