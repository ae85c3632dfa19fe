// Types of card-art.js (plain CommonJS, so webpack configs can require it).
export declare const MAX_ART_BYTES: number;
export declare function cardArtProblems(dir: string, image: { src: string; width: number; height: number }): string[];
export declare function svgSize(text: string): { width: number; height: number; viewBox: string };
