// The kids' packs show a word and its definition to children: a word goes only when neither it nor its
// definition names an adult topic (drink, drugs, sex, violence, death, gambling). Words are matched whole, so
// "drink" stays while "alcoholic" goes. Kept short and explicit on purpose; the test lists what it catches.

export const ADULT_WORDS: ReadonlySet<string> = new Set([
  // alcohol, tobacco and drugs
  'alcohol', 'alcoholic', 'beer', 'wine', 'wines', 'liquor', 'spirits', 'fermented', 'distilled', 'brewed', 'intoxicating', 'drunk', 'drunken',
  'drug', 'drugs', 'narcotic', 'narcotics', 'tobacco', 'smoking', 'cigarette', 'cigarettes', 'cigar', 'marijuana', 'cocaine', 'heroin', 'opium',
  // sex and the body's private parts
  'sex', 'sexual', 'sexually', 'erotic', 'genital', 'genitals', 'genitalia', 'penis', 'vagina', 'vulva', 'anus', 'rectum', 'buttocks',
  'testis', 'testes', 'testicle', 'testicles', 'scrotum', 'sperm', 'spermatozoa', 'semen', 'mammary', 'castrated', 'uncastrated',
  'copulation', 'intercourse', 'prostitute', 'prostitutes', 'brothel', 'pornography', 'nude', 'naked',
  // violence, weapons and death
  'kill', 'killed', 'killing', 'murder', 'dead', 'death', 'corpse', 'suicide', 'execution', 'torture',
  'weapon', 'weapons', 'gun', 'guns', 'firearm', 'firearms', 'ammunition', 'bomb', 'bombs', 'explosive', 'explosives', 'missile', 'military',
  'warfare', 'armored', 'armed', 'bullet', 'bullets',
  // gambling
  'gambling', 'gamble', 'betting', 'wager',
]);

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/** True when neither the word nor its definition has a word of ADULT_WORDS. */
export const isKidSafe = (word: string, definition: string): boolean => ![word, ...wordsOf(definition)].some((w) => ADULT_WORDS.has(w.toLowerCase()));
