// Types of precache-list.js (plain CommonJS, so webpack.config.js can require it).
export declare const OFFLINE_EXTRA_URLS: string[];
export declare function isShellAsset(assetName: string): boolean;
export declare function precacheUrls(assetNames: string[], extraUrls?: string[]): string[];
export declare function precacheVersion(urls: string[], shellTemplate: string): string;
