// The prompt bank: what a data file holds, and the small runtime guard that checks a loaded file
// (the full schema and the content guarantees are proven in bank.test.ts with zod, which never ships).
import { ANSWERS_PER_PROMPT } from './rules';

export interface Answer {
  /** As shown on the board, e.g. 'Towel'. */
  text: string;
  /** Share of all answers, in percent (1–99). */
  share: number;
  /** Other ways to say it that also count: synonyms, plurals, spellings. */
  aliases: string[];
}

export interface Prompt {
  /** Stable id, e.g. 'home-001'. */
  id: string;
  /** The question, e.g. 'Name something you take to the beach'. */
  prompt: string;
  /** Exactly five, most popular first. */
  answers: Answer[];
}

export interface PromptPack {
  pack: string;
  prompts: Prompt[];
}

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

function isAnswer(value: unknown): value is Answer {
  if (typeof value !== 'object' || value === null) return false;
  const { text, share, aliases } = value as Record<string, unknown>;
  return isText(text) && typeof share === 'number' && Number.isInteger(share) && share > 0 && share < 100 && Array.isArray(aliases) && aliases.every(isText);
}

export function isPrompt(value: unknown): value is Prompt {
  if (typeof value !== 'object' || value === null) return false;
  const { id, prompt, answers } = value as Record<string, unknown>;
  return isText(id) && isText(prompt) && Array.isArray(answers) && answers.length === ANSWERS_PER_PROMPT && answers.every(isAnswer);
}

/** The runtime check of a loaded pack (module-level, as useAsset wants). */
export function isPromptPack(value: unknown): value is PromptPack {
  if (typeof value !== 'object' || value === null) return false;
  const { pack, prompts } = value as Record<string, unknown>;
  return isText(pack) && Array.isArray(prompts) && prompts.length > 0 && prompts.every(isPrompt);
}

/** Every pack's prompts in one list, in the packs' fixed order (the daily rotation indexes it). */
export function joinPacks(packs: readonly PromptPack[]): Prompt[] {
  return packs.flatMap((pack) => pack.prompts);
}
