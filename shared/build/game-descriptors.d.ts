// Types of game-descriptors.js (plain CommonJS, so webpack configs can require it).
import type { CatalogRecord } from '../src/contracts/catalog-record';
import type { GameDescriptor } from '../src/contracts/game-descriptor';

export interface GameFolder {
  /** remotes/<slug>, or a generated game's folder elsewhere. */
  dir: string;
  descriptor: GameDescriptor;
  catalog: CatalogRecord;
}

export declare const DESCRIPTOR_FILE: string;
export declare function loadGameFolder(dir: string, requireModule?: (file: string) => unknown): GameFolder;
export declare function loadGameFolders(remotesDir: string, requireModule?: (file: string) => unknown): GameFolder[];
