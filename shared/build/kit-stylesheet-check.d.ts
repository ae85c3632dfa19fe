import type { Compiler } from 'webpack';

export function kitClasses(kitDir?: string): Map<string, string>;
export function missingKitRules(input: { js: string; css: string; classes: ReadonlyMap<string, string> }): Array<{ className: string; stylesheet: string }>;
export class KitStylesheetCheckPlugin {
  constructor(options?: { kitDir?: string });
  apply(compiler: Compiler): void;
}
