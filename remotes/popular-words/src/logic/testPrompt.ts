// A prompt for the logic tests.
import type { Prompt } from './bank';

export const BEACH: Prompt = {
  id: 'test-beach',
  prompt: 'Name something you take to the beach',
  answers: [
    { text: 'Towel', share: 38, aliases: ['beach towel'] },
    { text: 'Sunscreen', share: 24, aliases: ['sun cream', 'suncream', 'sunblock', 'lotion'] },
    { text: 'Umbrella', share: 14, aliases: ['parasol', 'beach umbrella'] },
    { text: 'Sunglasses', share: 9, aliases: ['shades'] },
    { text: 'Chair', share: 6, aliases: ['beach chair', 'deck chair', 'deckchair'] },
  ],
};

export const promptIds = ['p1', 'p2', 'p3', 'p4', 'p5'];
export const testPromptOf = (id: string): Prompt => ({ ...BEACH, id });
