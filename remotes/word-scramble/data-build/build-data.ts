// Builds word-scramble's data at build time (`npm run word-data -- word-scramble`): the answers by length with
// the other valid words their letters make (any of them is accepted), and one short definition per answer in a
// second asset per length, fetched only when a solved word shows it; and the kids' themed packs, one asset each
// (answers with their definitions), fetched when a pack is chosen.
import { createHash } from 'node:crypto';
import { commonWords, COMMON_TIER, sortedLetters, validationWords, wordTier, type ScowlTier } from '@games/shared/word-data/sources';
import { isAnswerWord, isOffensive } from '@games/shared/word-data/policy';
import { assetJson, type BuiltFiles } from '@games/shared/word-data/assets';
import { loadWordNet, type WordNet } from '@games/shared/word-data/wordnet';
import { DATA_VERSION, WORD_LENGTHS, type DefinitionsData, type PackData, type ScrambleData } from '../src/logic/data';
import { PACK_IDS, PACK_MAX_LENGTH, PACK_MIN_LENGTH, type PackId } from '../src/logic/packs';
import { isKidSafe } from './kid-safe';

/** Answers come from SCOWL's two most common tiers (≤ 20, inside the common ≤ 35 the pipeline allows). */
export const ANSWER_TIER: ScowlTier = 20;
/** Answers kept per length: enough for months of dailies and rounds, small enough to ship. */
export const PER_LENGTH = 300;
const DEFINITION_LIMIT = 90;

/**
 * A pack's theme as WordNet kinds: its words' main noun sense must be one of `kinds` or a kind of one (any depth
 * of hypernyms), and neither of `notKinds`. Lexicographer files alone were too coarse ("agent", "effect" and
 * "strain" are noun.object or noun.phenomenon, "system" and "total" noun.artifact), so the kinds are concrete
 * things a child would name under the theme; `notKinds` drops the branches that read as off-theme or abstract.
 * References as WordNet's `synset` takes them: "lemma" is its main noun sense, "lemma.n.02" its second.
 */
export interface PackKinds {
  kinds: readonly string[];
  notKinds: readonly string[];
}

export const PACK_KINDS: Record<PackId, PackKinds> = {
  animals: {
    kinds: ['chordate.n.01', 'arthropod.n.01', 'mollusk.n.01', 'worm.n.01', 'young_mammal.n.01'],
    // People are animals to WordNet; a beef, a mount, a queen or a drone are roles, not animals a child names.
    notKinds: ['hominid.n.01', 'beef.n.01', 'mount.n.01', 'queen.n.01', 'drone.n.01'],
  },
  food: {
    // Not food.n.01 itself, whose other branches are a livestock's feed (hay, slop) and a diet or a ration (fare).
    kinds: ['foodstuff.n.02', 'nutriment.n.01', 'beverage.n.01', 'baked_goods.n.01', 'meat.n.01', 'produce.n.01'],
    notKinds: [],
  },
  body: {
    kinds: [
      'external_body_part.n.01', 'organ.n.01', 'bone.n.01', 'joint.n.01', 'hair.n.01', 'skin.n.01', 'nail.n.01', 'brain.n.01', 'back.n.01',
      'belly.n.01', 'chest.n.01', 'hip.n.01', 'waist.n.01', 'palm.n.01', 'shin.n.01', 'throat.n.01', 'blood_vessel.n.01', 'blood.n.01',
      // The face's parts (cheek, chin, brow), the mouth and the eyelid sit elsewhere under body_part.
      'feature.n.02', 'mouth.n.01', 'eyelid.n.01',
    ],
    // An animal's wing, paw, mane or snout is not "my body"; hairstyles are not body parts; glands and the
    // reproductive organs are not what the pack is for.
    notKinds: ['wing.n.01', 'animal_foot.n.01', 'mane.n.01', 'snout.n.01', 'hairdo.n.01', 'gland.n.01', 'reproductive_organ.n.01', 'breast.n.01', 'aorta.n.01'],
  },
  plants: {
    // Mosses are nonvascular organisms to WordNet, not plant.n.02; WordNet's stub.n.01 (the short end left of a
    // cut branch) sits under plant parts but is no word for a child.
    // Bark is a natural covering, and an oak's or a maple's main sense is its wood.
    kinds: ['plant.n.02', 'plant_part.n.01', 'bryophyte.n.01', 'bark.n.01', 'wood.n.01'],
    notKinds: ['stub.n.01'],
  },
  nature: {
    kinds: [
      'natural_elevation.n.01', 'body_of_water.n.01', 'geological_formation.n.01', 'celestial_body.n.01', 'weather.n.01',
      'atmospheric_phenomenon.n.01', 'cloud.n.01', 'cloud.n.02', 'sky.n.01', 'flood.n.01', 'stone.n.01', 'land.n.04', 'wetland.n.01',
    ],
    // Landform words a child would not use ("a draw", "a flat"), and a spell of calm weather ("quiet").
    notKinds: ['draw.n.01', 'flat.n.01', 'trough.n.01', 'bluff.n.01', 'lull.n.02'],
  },
  things: {
    kinds: [
      'furniture.n.01', 'container.n.01', 'implement.n.01', 'tableware.n.01', 'clothing.n.01', 'plaything.n.01', 'conveyance.n.03',
      'home_appliance.n.01', 'musical_instrument.n.01', 'timepiece.n.01', 'lamp.n.01', 'key.n.01', 'telephone.n.01', 'mirror.n.01', 'fan.n.01',
      'ball.n.01', 'footwear.n.02', 'door.n.01', 'window.n.01', 'shelf.n.01', 'button.n.01',
    ],
    // Instrumentalities that are arrangements rather than things (a system), and a "local" train or a racing "gig".
    notKinds: ['system.n.01', 'local.n.01', 'gig.n.01'],
  },
  places: {
    kinds: [
      'building.n.01', 'room.n.01', 'housing.n.01', 'establishment.n.04', 'facility.n.01', 'urban_area.n.01', 'residential_district.n.01',
      'park.n.01', 'park.n.02', 'field.n.01', 'garden.n.01', 'desert.n.01', 'grassland.n.01', 'campus.n.01', 'farm.n.01', 'port.n.01',
      'street.n.01', 'road.n.01', 'pool.n.01',
      // WordNet files a school as an institution (a group), but it is a place to a child.
      'school.n.01',
    ],
    // Places a child does not go or would not name: a nightclub, a prison, a harem, an army camp, a baseball
    // field's "short", a stable's stall, a vehicle's cab, a bypass or a "pike".
    notKinds: [
      'camp.n.01', 'dive.n.01', 'correctional_institution.n.01', 'harem.n.01', 'lager.n.01', 'rooms.n.01', 'short.n.01', 'stall.n.01', 'cab.n.01',
      'locker.n.01', 'privy.n.01', 'tee.n.01', 'salon.n.01', 'links.n.01', 'outlet.n.01', 'bypass.n.01', 'pike.n.01', 'uptown.n.01',
    ],
  },
};

/**
 * The pack whose kinds hold a word's main noun sense: the first in PACK_IDS order when two would, so an edible
 * fruit (an apple is food and a plant part to WordNet) goes to Food, not Plants, and no word is in two packs.
 */
export function packOf(wordnet: WordNet, word: string): PackId | undefined {
  return PACK_IDS.find((pack) => wordnet.isKindOf(word, PACK_KINDS[pack].kinds) && !wordnet.isKindOf(word, PACK_KINDS[pack].notKinds));
}

/** Words kept per pack: six rounds of ten without a repeat, the most common words first. */
export const PACK_SIZE = 60;

/** Where a pack word ranks: SCOWL's most common tiers first (10, 20, then 35 to fill), then its main sense's familiarity. */
export interface PackCandidate {
  word: string;
  tier: ScowlTier;
  /** How often WordNet's tagged texts used the word in its main noun sense. */
  familiarity: number;
  definition: string;
}

const stableOrder = (word: string) => createHash('sha1').update(`word-scramble:${word}`).digest('hex');

function shortDefinition(text: string): string {
  const first = text.split('; ')[0];
  return first.length <= DEFINITION_LIMIT ? first : `${first.slice(0, DEFINITION_LIMIT - 1).replace(/\s+\S*$/, '')}…`;
}

export function buildData(): BuiltFiles {
  const wordnet = loadWordNet();
  const valid = validationWords();
  const byLetters = new Map<string, string[]>();
  for (const word of valid) {
    if (word.length < PACK_MIN_LENGTH || word.length > WORD_LENGTHS[WORD_LENGTHS.length - 1]) continue;
    const key = sortedLetters(word);
    const list = byLetters.get(key);
    if (list) list.push(word);
    else byLetters.set(key, [word]);
  }

  const levels: ScrambleData['words'] = {};
  const files: BuiltFiles = {};
  for (const length of WORD_LENGTHS) {
    const candidates = [...byLetters.values()]
      .flat()
      .filter((word) => word.length === length && (wordTier(word) ?? 99) <= ANSWER_TIER && isAnswerWord(word))
      // Letters a scramble can hide: more than one distinct letter and no profane anagram to stumble on.
      .filter((word) => new Set(word).size > 1 && !byLetters.get(sortedLetters(word))!.some(isOffensive))
      .filter((word) => wordnet.definitions(word).length > 0)
      .sort((a, b) => (stableOrder(a) < stableOrder(b) ? -1 : 1))
      .slice(0, PER_LENGTH)
      .sort();
    levels[length] = candidates.map((word) => [word, ...byLetters.get(sortedLetters(word))!.filter((other) => other !== word).sort()].join(' '));
    const defs: DefinitionsData = { v: DATA_VERSION, defs: {} };
    for (const word of candidates) {
      const [first] = wordnet.definitions(word);
      defs.defs[word] = `${first.pos}. ${shortDefinition(first.definition)}`;
    }
    files[`src/data/defs-${length}.json`] = assetJson(defs);
  }
  const data: ScrambleData = { v: DATA_VERSION, words: levels };
  for (const pack of PACK_IDS) {
    const chosen = packWords(wordnet, byLetters, pack);
    const packData: PackData = {
      v: DATA_VERSION,
      pack,
      words: chosen.map(({ word }) => [word, ...byLetters.get(sortedLetters(word))!.filter((other) => other !== word).sort()].join(' ')),
      defs: Object.fromEntries(chosen.map(({ word, definition }) => [word, `noun. ${shortDefinition(definition)}`])),
    };
    files[`src/data/pack-${pack}.json`] = assetJson(packData);
  }
  return { 'src/data/words.json': assetJson(data), ...files };
}

/** Distinct arrangements of a word's letters: n! over the repeats' factorials. */
function arrangements(word: string): number {
  const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
  const counts = new Map<string, number>();
  for (const letter of word) counts.set(letter, (counts.get(letter) ?? 0) + 1);
  return [...counts.values()].reduce((total, count) => total / factorial(count), factorial(word.length));
}

/**
 * A pack's words: common (SCOWL ≤ 35, not profane), 3–6 letters, whose main (first) noun sense is of the pack's
 * kinds (PACK_KINDS) and was seen in WordNet's tagged texts (so "bear" the animal counts, and rare senses such as "entire"
 * the stallion do not), with a kid-safe definition and some arrangement of the letters that is not a word (a
 * scramble can hide it). The most common tiers first, then the most familiar, up to PACK_SIZE; sorted.
 */
export function packCandidates(wordnet: WordNet, byLetters: ReadonlyMap<string, string[]>, pack: PackId): PackCandidate[] {
  return commonWords(COMMON_TIER)
    .filter((word) => word.length >= PACK_MIN_LENGTH && word.length <= PACK_MAX_LENGTH && isAnswerWord(word))
    .flatMap((word): PackCandidate[] => {
      const [main] = wordnet.senses(word, 'noun');
      if (!main || packOf(wordnet, word) !== pack) return [];
      const definition = main.synset.definition;
      const familiarity = wordnet.tagCount(word, main);
      const anagrams = byLetters.get(sortedLetters(word)) ?? [word];
      const hideable = new Set(word).size > 1 && anagrams.length < arrangements(word) && !anagrams.some(isOffensive);
      const clean = isKidSafe(word, definition) && !(definition.toLowerCase().match(/[a-z]+/g) ?? []).some(isOffensive);
      return familiarity > 0 && hideable && clean && definition ? [{ word, tier: wordTier(word)!, familiarity, definition }] : [];
    })
    .sort((a, b) => a.tier - b.tier || b.familiarity - a.familiarity || (a.word < b.word ? -1 : 1));
}

export function packWords(wordnet: WordNet, byLetters: ReadonlyMap<string, string[]>, pack: PackId): PackCandidate[] {
  return packCandidates(wordnet, byLetters, pack)
    .slice(0, PACK_SIZE)
    .sort((a, b) => (a.word < b.word ? -1 : 1));
}
