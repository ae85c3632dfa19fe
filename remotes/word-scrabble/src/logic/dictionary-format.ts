// The dictionary asset's format: a sorted word list, front coded (each word is one capital letter A–O telling
// how many leading letters it shares with the word before, then the rest of the word in lower case), a bit set
// over the same word order marking the common words the easiest computer may play, and the words no computer
// plays (family-unfit ones a player may still play), front coded too.

export const DICTIONARY_FORMAT = 'front-coded-v2';

export interface DictionaryAsset {
  format: typeof DICTIONARY_FORMAT;
  /** How many words `words` holds. */
  count: number;
  words: string;
  /** Base64 of a bit set (bit i of byte i >> 3 is word i, low bit first): the common words. */
  common: string;
  /** Front coded, sorted: words of the dictionary the computer never plays nor suggests (a player may). */
  unfit: string;
}

const PREFIX_BASE = 65; // 'A'

/** Front codes words that are already sorted, unique and lower case a–z. */
export function frontCode(words: readonly string[]): string {
  let out = '';
  let previous = '';
  for (const word of words) {
    let shared = 0;
    const max = Math.min(previous.length, word.length, 14);
    while (shared < max && previous.charCodeAt(shared) === word.charCodeAt(shared)) shared++;
    out += String.fromCharCode(PREFIX_BASE + shared) + word.slice(shared);
    previous = word;
  }
  return out;
}

/** The words of a front-coded string, in order. */
export function frontDecode(coded: string): string[] {
  const words: string[] = [];
  let previous = '';
  let i = 0;
  while (i < coded.length) {
    const shared = coded.charCodeAt(i) - PREFIX_BASE;
    let j = i + 1;
    while (j < coded.length && coded.charCodeAt(j) >= 97) j++;
    previous = previous.slice(0, shared) + coded.slice(i + 1, j);
    words.push(previous);
    i = j;
  }
  return words;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Base64 of a byte array (no padding), the same in Node, browsers and workers. */
export function bytesToBase64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

export function base64ToBytes(text: string, length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let bits = 0;
  let value = 0;
  let at = 0;
  for (let i = 0; i < text.length && at < length; i++) {
    value = (value << 6) | B64.indexOf(text[i]);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[at++] = (value >> bits) & 255;
    }
  }
  return bytes;
}

export function encodeCommon(count: number, isCommon: (index: number) => boolean): string {
  const bytes = new Uint8Array(Math.ceil(count / 8));
  for (let i = 0; i < count; i++) if (isCommon(i)) bytes[i >> 3] |= 1 << (i & 7);
  return bytesToBase64(bytes);
}

export function decodeCommon(asset: Pick<DictionaryAsset, 'count' | 'common'>): Uint8Array {
  return base64ToBytes(asset.common, Math.ceil(asset.count / 8));
}

/** The shape check for a loaded asset (the loader's `validate`). */
export function isDictionaryAsset(value: unknown): value is DictionaryAsset {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.format === DICTIONARY_FORMAT &&
    typeof v.count === 'number' &&
    Number.isInteger(v.count) &&
    v.count > 0 &&
    typeof v.words === 'string' &&
    /^[A-O]/.test(v.words) &&
    typeof v.common === 'string' &&
    typeof v.unfit === 'string' &&
    (v.unfit === '' || /^[A-O]/.test(v.unfit))
  );
}

export interface DecodedDictionary {
  words: string[];
  common: Set<string>;
  unfit: Set<string>;
}

export function decodeDictionary(asset: DictionaryAsset): DecodedDictionary {
  const words = frontDecode(asset.words);
  if (words.length !== asset.count) throw new Error(`Dictionary holds ${words.length} words, expected ${asset.count}`);
  const bits = decodeCommon(asset);
  const common = new Set<string>();
  for (let i = 0; i < words.length; i++) if (bits[i >> 3] & (1 << (i & 7))) common.add(words[i]);
  return { words, common, unfit: new Set(frontDecode(asset.unfit)) };
}
