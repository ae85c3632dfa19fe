// The answer policy of every word game (build time, in Node). Two questions about a word:
// - offensive: never accepted, never shown (a slur, an obscenity, a crude word, or an inflection of one);
// - fit to count: may be an answer, or count toward a game's "x of N" and its share text: common (the tier the
//   game states), not offensive, not a family-unfit topic (drugs, violence, sex, body parts beyond the everyday),
//   not a contraction's spelling without its apostrophe (cant, wont), not a proper noun in disguise (china).
// A valid word that is merely rare or unfit to count may still be accepted by a game; an offensive one never is.
//
// Offensive is decided by: cuss (a maintained map of English profanities and slurs, MIT, used by retext and
// alex) at every rating it calls likely profane (1 and 2), less a reviewed list of everyday words it over-flags;
// our own list; every WordNet sense of the word (a slur in one sense, such as coon, is
// enough); and the inflections of all of them (raping, hoes).
import fs from 'node:fs';
import vm from 'node:vm';
import { COMMON_TIER, validationWords, wordTier, type ScowlTier } from './sources';
import { loadWordNet, type Sense, type WordNet } from './wordnet';

let cussWords: Map<string, number> | null = null;

/**
 * cuss's English map (word → how sure it is profane: 0 maybe, 1 likely, 2 surely). cuss is an ES module whose
 * index.js is one object literal; it is read as data so the build needs no ESM loader.
 */
export function cussRatings(): ReadonlyMap<string, number> {
  if (!cussWords) {
    const source = fs.readFileSync(require.resolve('cuss', { paths: [__dirname] }), 'utf8');
    const body = source.slice(source.indexOf('= {') + 2, source.lastIndexOf('}') + 1);
    const map = vm.runInNewContext(`(${body})`, {}, { timeout: 5000 }) as Record<string, number>;
    cussWords = new Map(Object.entries(map).filter(([word]) => /^[a-z]+$/.test(word)));
  }
  return cussWords;
}

/**
 * Everyday words cuss rates 1 or 2 whose crude or slur use is a rare slang sense, far behind the everyday one
 * (reviewed one by one; a word with a live slur or sexual sense, such as spade, pansy or snatch, stays out).
 */
export const CUSS_EVERYDAY = new Set([
  'balls', 'banging', 'beanbag', 'beanbags', 'bung', 'chunky', 'chug', 'chugs', 'cocky', 'crack', 'flange', 'gable', 'gables',
  'gob', 'gross', 'jig', 'jigs', 'kink', 'kinks', 'kumquat', 'limy', 'looser', 'nook', 'nymph', 'oral', 'peck', 'pixie',
  'pussycat', 'radical', 'radicals', 'ribbed', 'screw', 'septic', 'smack', 'sooty', 'spit', 'spunky', 'stringer', 'stroking',
  'swallow', 'tang', 'tinker', 'tinkers', 'trap', 'triplex', 'trots', 'welfare', 'whit', 'whiz', 'yank', 'knockers', 'pixy', 'pixies',
  // Four players, a cake, what mammals do: the everyday sense is the only one most readers know.
  'foursome', 'fruitcake', 'lactate',
]);

/**
 * Words cuss rates 1 or 2 that name a hard topic or are a mild insult rather than a slur or an obscenity: a game
 * may accept them, but they are never answers and never count (family-unfit, below).
 */
export const CUSS_UNFIT = new Set([
  'abortion', 'abuse', 'addict', 'addicts', 'anus', 'babe', 'bestial', 'bestiality', 'blacks', 'whites', 'bondage', 'clitoris',
  'cocaine', 'condom', 'copulate', 'crotch', 'damnation', 'defecate', 'demon', 'devil', 'dope', 'drug', 'drunk', 'drunken',
  'dumb', 'ejaculate', 'ejaculated', 'ejaculating', 'ejaculation', 'enema', 'erection', 'excrement', 'feces', 'fetish',
  'flasher', 'fondle', 'foreskin', 'genital', 'god', 'heroin', 'herpes', 'hobo', 'homicide', 'homosexual', 'illegals',
  'incest', 'incestuous', 'intercourse', 'interracial', 'kinky', 'liquor', 'loser', 'lynch', 'marijuana', 'molest', 'molestation', 'murder',
  'murderer', 'narcotic', 'nipple', 'orgasm', 'orgies', 'orgy', 'penetration', 'penis', 'penises', 'pistol', 'poop', 'pooping',
  'pornography', 'prostitute', 'protestant', 'puke', 'racist', 'rectum', 'scum', 'semen', 'sexual', 'sexually', 'slaughter',
  'slave', 'spank', 'sperm', 'stupid', 'suck', 'suicide', 'syphilis', 'teat', 'terrorist', 'testicle', 'testicles', 'tinkle',
  'torture', 'uterus', 'vagina', 'vaginal', 'vomit', 'hillbilly', 'hillbillies', 'jackass', 'tortures', 'tramp',
  'areola', 'coitus', 'flatulence', 'hymen', 'libido',
]);

/** Words no list above catches that no family game should accept (the examples among them). */
export const OWN_OFFENSIVE = new Set([
  'coon', 'homo', 'pubes', 'dong', 'ho', 'butt', 'prat', 'bastard', 'bitch', 'bollocks', 'crap', 'damn', 'piss', 'slut',
  'whore', 'wank', 'nazi', 'rape', 'rapist', 'porn', 'sex', 'sexy', 'nude', 'horny', 'arse', 'bum', 'boob', 'nob',
  'tits', 'titty', 'bonk', 'shag', 'twat', 'turd', 'fanny', 'minge', 'spunk', 'jizz', 'bugger', 'git', 'slag',
  'skank', 'bimbo', 'floozy', 'hussy', 'pimp', 'hooker', 'harlot', 'strumpet', 'trollop', 'dyke', 'fag', 'faggot', 'poof', 'queer', 'tranny', 'retard', 'spaz', 'spastic', 'cretin', 'imbecile',
  'negro', 'coolie', 'gyp', 'gypsy', 'gippo', 'paki', 'jap', 'chink', 'nip', 'gook', 'wop', 'dago', 'kike', 'yid',
  'spic', 'wetback', 'redskin', 'squaw', 'injun', 'honky', 'cracker', 'whitey', 'mulatto', 'octoroon', 'quadroon',
  'darkie', 'darky', 'sambo', 'golliwog', 'kraut', 'hun', 'limey', 'mick', 'paddy', 'pikey', 'tinkerer', 'pansy', 'sissy', 'butch', 'wog', 'spade', 
  'goddam', 'goddamn', 'frigging',
  // Derivations WordNet knows as words of their own, so the root rule below leaves them to this list.
  'bastardize', 'bastardized', 'bastardizes', 'bastardizing', 'bastardization', 'bastardly', 'bastardy', 'pornographer',
  'pornographers', 'pornographic', 'sluttish', 'bitchiness', 'bitchy', 'chickenshit', 'sonsofbitches', 'shitwork',
  'niggardly', 'niggardliness', 'niggard', 'orgasmic', 'cuckold', 'cuckolded', 'cuckoldry', 'feck', 'effing', 'sucks', 'screwed', 'pissed', 'bonked',
]);

/**
 * Glosses that mark a slur or obscene sense. WordNet writes "(ethnic slur) offensive term for …", "obscene terms
 * for …", "vulgar slang for …", "disparaging term for …", "(sometimes offensive) …".
 */
const UNFIT_GLOSS =
  /\(ethnic slur\)|\boffensive (?:term|name|slang|and insulting)|\(offensive|\(sometimes offensive\)|\bnow considered offensive|obscene (?:term|word|name)s? for|vulgar slang|\b(?:derogatory|disparaging|contemptuous) (?:term|name|word)s? for|\ban? (?:derogatory|disparaging) term\b|\bslang for (?:a )?(?:penis|vagina|genitals|breasts|buttocks|feces|sex|sexual)/i;

/**
 * Everyday words with a slur or obscene sense far behind their main one (a queen, a tool, dirt): kept. Only words
 * whose everyday sense is what every reader takes first belong here.
 */
export const SENSE_EVERYDAY = new Set(['fairy', 'mongrel', 'screw', 'slit', 'queen', 'tool', 'tools', 'dirt', 'bull', 'shaft', 'shrimp', 'taco', 'throwaway', 'pill', 'rabble', 'runt', 'peewee', 'clown', 'rank', 'round', 'turn']);

/** Spellings of contractions without their apostrophe: read as "can't", never as the rare word. */
export const CONTRACTIONS = new Set([
  'aint', 'arent', 'cant', 'couldnt', 'couldve', 'didnt', 'doesnt', 'dont', 'hadnt', 'hasnt', 'havent', 'hed', 'hes',
  'howd', 'howll', 'hows', 'id', 'im', 'isnt', 'itd', 'itll', 'ive', 'mightnt', 'mightve', 'mustnt', 'mustve', 'neednt',
  'oclock', 'oughtnt', 'shant', 'shouldnt', 'shouldve', 'thatd', 'thatll', 'thats', 'thered', 'therell', 'theres',
  'theyd', 'theyll', 'theyre', 'theyve', 'wasnt', 'wed', 'weve', 'werent', 'whatd', 'whatll', 'whats', 'whatve',
  'whend', 'whens', 'whered', 'wherell', 'wheres', 'whod', 'wholl', 'whos', 'whove', 'whyd', 'whys', 'wont', 'wouldnt',
  'wouldve', 'youd', 'youll', 'youre', 'youve', 'yall', 'maam', 'neer', 'oer', 'tis', 'twas',
]);

/**
 * Family-unfit topics, as WordNet synsets: a word whose main sense (per part of speech) is one of these or a kind
 * of one is not an answer: drugs, sex, killing and weapons that kill, bodily waste, private body parts.
 */
export const UNFIT_TOPICS: Record<'noun' | 'verb', readonly string[]> = {
  noun: [
    'drug_of_abuse.n.01', 'narcotic.n.01', 'hallucinogen.n.01', 'sexual_activity.n.01', 'sex_act.n.01', 'sexual_desire.n.01',
    'genitalia.n.01', 'sex_organ.n.01', 'erogenous_zone.n.01', 'prostitute.n.01', 'pornography.n.01', 'sexual_abuse.n.01',
    'killing.n.02', 'homicide.n.01', 'suicide.n.01', 'torture.n.01', 'murderer.n.01', 'killer.n.01', 'firearm.n.01',
    'bomb.n.01', 'body_waste.n.01', 'excretion.n.01', 'venereal_disease.n.01', 'contraceptive.n.01', 'lewdness.n.01',
    'drunkenness.n.01', 'drunkard.n.01', 'addict.n.01', 'terrorism.n.01', 'genocide.n.01', 'execution.n.01',
  ],
  verb: ['kill.v.01', 'murder.v.01', 'copulate.v.01', 'rape.v.01', 'masturbate.v.01', 'defecate.v.01', 'urinate.v.01', 'torture.v.01', 'execute.v.01', 'stab.v.01', 'shoot.v.02', 'strangle.v.01'],
};

/** Family-unfit words the topics above miss (cuss rates most of them 0: "maybe", so not offensive). */
export const UNFIT_WORDS = new Set([
  'kill', 'kills', 'killed', 'killing', 'killer', 'killers', 'murder', 'murdered', 'murderer', 'assassin', 'assassinate', 'assassination',
  'slaughter', 'massacre', 'bomb', 'bombs', 'bombing', 'bomber', 'gun', 'guns', 'gunman', 'pistol', 'rifle', 'sniper', 'shooting',
  'hostage', 'hijack', 'terror', 'terrorist', 'torture', 'corpse', 'execution', 'executioner', 'lynch', 'noose', 'suicide',
  'naked', 'nudity', 'lingerie', 'panties', 'bra', 'aroused', 'arousal', 'erotic', 'sensual', 'seduce', 'seductive', 'harem', 'virgin',
  'mistress', 'brothel', 'stripper', 'striptease', 'kinky', 'fetish', 'orgy', 'lust', 'lustful', 'lecher', 'lewd',
  'breast', 'breasts', 'bosom', 'buttock', 'buttocks', 'nipple', 'groin', 'crotch', 'anus', 'rectum', 'urine', 'urinate', 'feces',
  'faeces', 'poop', 'vomit', 'puke', 'barf', 'fart', 'pee', 'piddle', 'tampon', 'condom', 
  'drug', 'drugs', 'cocaine', 'heroin', 'marijuana', 'cannabis', 'opium', 'stoned', 'drunk', 'drunken', 'booze', 'cigarette',
  'cigar', 'tobacco', 'addict', 'overdose', 'narcotic', 'slave', 'slavery', 'racism', 'racist', 'nazi', 'swastika', 'coke',
  'stupid', 'dumb', 'loser', 'sucker', 'dope', 'dork', 'twit', 'dimwit', 'nitwit', 'dunce', 'fatso',
  'hobo', 'geezer', 'hillbilly', 'redneck', 'gringo', 'devil', 'satan', 'demon', 'hell', 'damnation',
]);

const CONSONANT = '[^aeiouy]';
/**
 * A stem that doubles its last letter before -ed / -ing (rap → rapping): one syllable ending consonant, vowel,
 * consonant. Then "rap" + "ing" is not a form of it; butcher + ed is.
 */
const doubles = (stem: string) => new RegExp(`^${CONSONANT}*[aeiou][^aeiouwxy]$`).test(stem);

/**
 * The stems a word may be an inflection of, most likely first (raping → rape, hoes → hoe, asses → ass, rapped → rap),
 * by English's regular suffixes only; the word itself is not among them.
 */
export function stemsOf(word: string): string[] {
  const out: string[] = [];
  const add = (stem: string) => stem.length >= 2 && stem !== word && !out.includes(stem) && out.push(stem);
  const doubled = (base: string) => (base.length >= 3 && base.at(-1) === base.at(-2) ? base.slice(0, -1) : null);
  if (/ies$/.test(word)) add(`${word.slice(0, -3)}y`);
  if (/[^su]s$/.test(word)) add(word.slice(0, -1));
  if (/(?:s|x|z|ch|sh|o)es$/.test(word)) add(word.slice(0, -2));
  for (const suffix of ['ed', 'ing', 'er', 'est']) {
    if (!word.endsWith(suffix) || word.length < suffix.length + 2) continue;
    const base = word.slice(0, -suffix.length);
    const single = doubled(base);
    // jigged → jig before jigg; assessed → assess, not asses.
    if (single !== null && doubles(single)) add(single);
    if (suffix.startsWith('e')) add(`${base}e`);
    if (base.endsWith('i')) add(`${base.slice(0, -1)}y`);
    if (!doubles(base)) add(base);
    if (suffix === 'ing') add(`${base}e`);
    if (single) add(single);
  }
  return out;
}

let wordnet: WordNet | null = null;
const wn = () => (wordnet ??= loadWordNet());

/** Why a single form (not its inflections) is offensive, or null. */
function formOffensiveReason(word: string): string | null {
  if (OWN_OFFENSIVE.has(word)) return 'blocked word';
  const rating = cussRatings().get(word);
  if (rating !== undefined && rating >= 1 && !CUSS_EVERYDAY.has(word) && !CUSS_UNFIT.has(word)) return `cuss rates it ${rating}`;
  const sense = SENSE_EVERYDAY.has(word) ? undefined : slurSense(word);
  return sense ? `WordNet sense: ${sense}` : null;
}

/** The definition of a word's first slur or obscene sense in WordNet, whichever sense it is (coon → the slur), or undefined. */
export function slurSense(word: string): string | undefined {
  return wn()
    .senses(word.toLowerCase())
    .find(({ synset }) => UNFIT_GLOSS.test(synset.definition))?.synset.definition;
}

/** The word a word is an inflection of: its first stem that is a word (in the validation list, or listed offensive). */
function stemOf(word: string): string | undefined {
  const valid = validationWords();
  return stemsOf(word).find((stem) => valid.has(stem) || OWN_OFFENSIVE.has(stem) || cussRatings().has(stem));
}

/** English suffixes that make a derivation of a word (bitch → bitchily, bitchiness), inflected forms included. */
export const DERIVATION_SUFFIXES = new Set([
  's', 'es', 'ed', 'd', 'ing', 'er', 'ers', 'est', 'y', 'ie', 'ies', 'ier', 'iest', 'ily', 'ly', 'ish', 'ness', 'nesses',
  'iness', 'less', 'ful', 'dom', 'hood', 'ism', 'isms', 'ist', 'ists', 'ize', 'ized', 'izes', 'izing', 'ise', 'ised', 'ises',
  'ising', 'ization', 'isation', 'ery', 'eries', 'ic', 'ical', 'ically', 'ity', 'ities', 'able',
  'ster', 'sters', 'let', 'lets', 'like', 'ward', 'wards', 'wise',
]);

/** Offensive words that are also a learned prefix, which is what they are at the start of a longer word (homolog, methoxide). */
const PREFIX_ROOTS = new Set(['homo', 'meth', 'hebe']);

const offensiveCache = new Map<string, string | null>();

/**
 * Why a word is offensive (never accepted, never shown), or null. An inflection counts as its stem unless the
 * word is a word in its own right that WordNet knows (assess is not an inflection of ass).
 */
export function offensiveReason(word: string): string | null {
  const lower = word.toLowerCase();
  const cached = offensiveCache.get(lower);
  if (cached !== undefined) return cached;
  let reason = formOffensiveReason(lower);
  const known = wn().senses(lower).length > 0;
  const stem = reason || known ? undefined : stemOf(lower);
  if (stem) {
    const stemReason = formOffensiveReason(stem);
    if (stemReason) reason = `inflection of ${stem} (${stemReason})`;
  }
  // A derivation WordNet does not know (shitload, bitchily) is read as its offensive root when the rest is a suffix
  // or an everyday word; a word WordNet knows, or an inflection of one, is a word of its own (cockpit, analgesic,
  // rapeseed, dickering, stagger, prickly), and so is a word whose rest is neither (homologue, methacrylate,
  // analogic, spiceless: the root is only its first letters) or whose longest root is clean (spicers, methinks).
  if (!reason && !known && !(stem && wn().senses(stem).length > 0)) {
    for (let end = lower.length - 1; end >= 4 && !reason; end--) {
      const root = lower.slice(0, end);
      const rest = lower.slice(end);
      if (!DERIVATION_SUFFIXES.has(rest) && !(rest.length >= 3 && (wordTier(rest) ?? 99) <= COMMON_TIER)) continue;
      // spikily and spikiness derive from spiky.
      const base = root.endsWith('i') && validationWords().has(`${root.slice(0, -1)}y`) ? `${root.slice(0, -1)}y` : root;
      if (!validationWords().has(base) && !OWN_OFFENSIVE.has(base)) continue;
      // The longest root decides (spicers is a spicer's plural, methinks is methink + s).
      const rootReason = PREFIX_ROOTS.has(base) ? null : formOffensiveReason(base);
      if (rootReason) reason = `derived from ${base} (${rootReason})`;
      break;
    }
  }
  offensiveCache.set(lower, reason);
  return reason;
}

export const isOffensive = (word: string) => offensiveReason(word) !== null;

/** Parts of the topics above that a family game keeps: drinks (wine, beer) and affection (hugging, kissing). */
export const TOPIC_EXCEPTIONS: readonly string[] = ['alcohol.n.01', 'caressing.n.01'];
/** Everyday words whose most tagged sense WordNet files under a topic above (execute a plan, a mate, erase a line). */
export const TOPIC_EVERYDAY = new Set(['anguish', 'bravo', 'butcher', 'erase', 'execute', 'mate', 'multiplication', 'pairing', 'terminator', 'torpedo']);

let topics: { roots: { noun: Set<string>; verb: Set<string> }; exceptions: Set<string> } | null = null;
const keyOf = (ref: string) => wn().synset(ref)?.key ?? fail(ref);

/** Whether a sense is one of the unfit topics or a kind of one (and not of an exception). */
function inUnfitTopic(sense: Sense): boolean {
  if (sense.pos !== 'noun' && sense.pos !== 'verb') return false;
  topics ??= {
    roots: { noun: new Set(UNFIT_TOPICS.noun.map(keyOf)), verb: new Set(UNFIT_TOPICS.verb.map(keyOf)) },
    exceptions: new Set(TOPIC_EXCEPTIONS.map(keyOf)),
  };
  const roots = topics.roots[sense.pos];
  const lineage = [sense.synset.key, ...wn().ancestors(sense.synset)];
  return lineage.some((key) => roots.has(key)) && !lineage.some((key) => topics!.exceptions.has(key));
}

function fail(ref: string): never {
  throw new Error(`WordNet: no synset ${ref}`);
}

/**
 * The sense a reader takes a word in: the one met most often in WordNet's tagged texts, the first sense of its
 * part of speech when none was met (bitter is the taste, not the ale; stone the rock, not the killing).
 */
export function mainSense(word: string, stem?: string): Sense | undefined {
  let best: Sense | undefined;
  let bestCount = -1;
  // An inflection (senses, killed) is read in its stem's senses too: WordNet lists a few inflections as lemmas.
  for (const form of stem ? [word, stem] : [word]) {
    for (const sense of wn().senses(form)) {
      const count = wn().tagCount(form, sense);
      if (count > bestCount) [best, bestCount] = [sense, count];
    }
  }
  return best;
}

/** Names WordNet's tagged texts do not show as such (china the country, not the plates). */
export const NAMES = new Set(['china', 'japan', 'bourbon', 'polack', 'yankee']);
/** Plain words whose capitalised sense WordNet happened to tag more (a pentagon, a newton of force). */
export const NOT_NAMES = new Set(['pentagon', 'newton', 'reformed', 'continental', 'concord', 'utopia', 'nemesis', 'platonic', 'occidental', 'arctic']);

/**
 * A proper noun in disguise: the sense a reader takes is a name WordNet capitalises (china → China, august →
 * August), though the word also has a plain sense. Words WordNet knows only as names (me → Maine) are function words
 * it does not list, not names.
 */
export function isDisguisedName(word: string): boolean {
  if (NAMES.has(word)) return true;
  if (NOT_NAMES.has(word)) return false;
  const capitalised = (sense: Sense) => sense.synset.capitalised[sense.synset.words.indexOf(word)] === true;
  const senses = wn().senses(word);
  const plain = senses.filter((sense) => !capitalised(sense));
  // The thousand most common words (SCOWL 10: may, west) are words in their own right whatever WordNet tags.
  if (plain.length === 0 || (wordTier(word) ?? 99) <= 10) return false;
  const main = mainSense(word);
  return main !== undefined && capitalised(main) && wn().tagCount(word, main) > 0 && plain.every((sense) => wn().tagCount(word, sense) === 0);
}

/** Why a word is unfit for a family game's answers and totals though not offensive, or null. */
export function familyReason(word: string): string | null {
  const lower = word.toLowerCase();
  if (CONTRACTIONS.has(lower)) return 'a contraction without its apostrophe';
  if (UNFIT_WORDS.has(lower) || CUSS_UNFIT.has(lower)) return 'family-unfit word';
  const stem = wn().senses(lower).length === 0 ? stemOf(lower) : undefined;
  if (stem && (UNFIT_WORDS.has(stem) || CUSS_UNFIT.has(stem))) return `family-unfit word (${stem})`;
  const everyday = TOPIC_EVERYDAY.has(lower) || stemsOf(lower).some((s) => TOPIC_EVERYDAY.has(s));
  const main = everyday ? undefined : mainSense(lower, stemsOf(lower).find((s) => wn().senses(s).length > 0));
  if (main && inUnfitTopic(main)) return `family-unfit topic: ${main.synset.definition}`;
  if (isDisguisedName(lower)) return 'a proper noun in disguise';
  return null;
}

/**
 * Why a word may not be an answer or count toward a total, or null when it may: it must be in SCOWL up to
 * `maxTier`, not offensive and fit for a family.
 */
const familyCache = new Map<string, string | null>();

export function answerReason(word: string, maxTier: ScowlTier = COMMON_TIER): string | null {
  const lower = word.toLowerCase();
  let family = familyCache.get(lower);
  if (family === undefined) familyCache.set(lower, (family = familyReason(lower)));
  const unfit = offensiveReason(lower) ?? family;
  if (unfit) return unfit;
  const tier = wordTier(lower);
  if (tier === undefined) return 'not a common word';
  return tier > maxTier ? `rare (SCOWL ${tier} > ${maxTier})` : null;
}

/** A word fit to be an answer, or to count toward a game's total: common (up to `maxTier`), clean, family-fit. */
export const isAnswerWord = (word: string, maxTier: ScowlTier = COMMON_TIER) => answerReason(word, maxTier) === null;
