import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';

let matcher: RegExpMatcher | null = null;

function getMatcher(): RegExpMatcher {
  matcher ??= new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });
  return matcher;
}

/** Index ranges [start, end] (inclusive) of offensive words in a run of letters. */
export function offensiveSpans(text: string): Array<[number, number]> {
  return getMatcher()
    .getAllMatches(text.toLowerCase())
    .map((match) => [match.startIndex, match.endIndex] as [number, number]);
}

export function isOffensive(text: string): boolean {
  return getMatcher().hasMatch(text.toLowerCase());
}
