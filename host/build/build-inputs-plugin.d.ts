// Types of build-inputs-plugin.js (plain CommonJS, so webpack.config.js can require it).
export declare const BUILD_INPUTS_FILE: string;
export declare function changedInputs(inputs: Record<string, string>, repoRoot: string): string[];
export declare function countedInputs(files: Iterable<string>, repoRoot: string): string[];
export declare class BuildInputsPlugin {
  constructor(options: { repoRoot: string; extraInputs?: string[] });
  apply(compiler: unknown): void;
}
