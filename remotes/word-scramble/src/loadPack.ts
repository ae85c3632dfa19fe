import { loadAsset } from '@games/shared/game-kit/data/load-asset';
import { PACK_URLS } from './dataUrl';
import { isPackData, type PackData } from './logic/data';
import type { PackId } from './logic/packs';

/** A themed pack's words and definitions (one request per pack for the page's lifetime). */
export const loadPack = (pack: PackId): Promise<PackData> => loadAsset(PACK_URLS[pack], isPackData, { what: 'word pack' });
