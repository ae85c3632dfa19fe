// How a typed guess and an answer are compared: case, accents, punctuation, leading articles, spaces and
// plurals do not matter. Pure.

const LEADING_WORDS = new Set(['a', 'an', 'the', 'some', 'my', 'your', 'his', 'her', 'their', 'our']);

/** Lower case, accents and punctuation dropped, '&' read as 'and', single spaces, no leading article. */
export function normalise(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && LEADING_WORDS.has(words[0])) words.shift();
  return words.join(' ');
}

/** One word without its plural ending: berries → berry, boxes → box, dishes → dish, towels → towel. */
export function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes|zes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}

/**
 * The form guesses and answers are matched in: normalised, every word singular, spaces removed
 * ('Sun screen' and 'sunscreen', 'the towels' and 'towel' meet).
 */
export function matchKey(text: string): string {
  const normalised = normalise(text);
  return normalised ? normalised.split(' ').map(singular).join('') : '';
}
