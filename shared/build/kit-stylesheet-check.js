// A game's build fails when its code names a kit class (`gk-…`) whose rule never reached its CSS. That
// happens when a kit stylesheet is imported only from a barrel (`index.ts`): with `"sideEffects": ["*.css"]`
// webpack skips a side-effect-free barrel whose exports are reached directly, and the CSS with it (the grid's
// conflict stripes and cursor ring once shipped in no game). The kit imports each stylesheet from the module
// that names its classes; this check proves it on the built files, which is what a player gets.
const fs = require('node:fs');
const path = require('node:path');

const KIT_DIR = path.resolve(__dirname, '../src/game-kit');
const PLUGIN_NAME = 'KitStylesheetCheckPlugin';

function cssFilesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFilesUnder(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Every class a kit stylesheet defines, with the stylesheet (relative to the kit) that defines it first. */
function kitClasses(kitDir = KIT_DIR) {
  const classes = new Map();
  for (const file of cssFilesUnder(kitDir).sort()) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/\.(gk-[\w-]*[\w])(?![\w-])/g)) {
      if (!classes.has(match[1])) classes.set(match[1], path.relative(kitDir, file));
    }
  }
  return classes;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/**
 * The kit classes named in `js` (a quoted or space-separated token) whose rule `css` lacks, as
 * `{ className, stylesheet }`. Classes built from pieces at run time are not seen; name them whole.
 */
function missingKitRules({ js, css, classes }) {
  const missing = [];
  for (const [className, stylesheet] of classes) {
    const named = new RegExp(`(?<![\\w-])${escapeRegExp(className)}(?![\\w-])`).test(js);
    if (named && !new RegExp(`\\.${escapeRegExp(className)}(?![\\w-])`).test(css)) missing.push({ className, stylesheet });
  }
  return missing;
}

/** Runs the check on a compilation's emitted JS and CSS; a miss is a build error. */
class KitStylesheetCheckPlugin {
  constructor(options = {}) {
    this.kitDir = options.kitDir ?? KIT_DIR;
  }

  apply(compiler) {
    const { Compilation, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const text = (suffix) =>
          Object.keys(assets)
            .filter((name) => name.endsWith(suffix))
            .map((name) => assets[name].source().toString())
            .join('\n');
        const missing = missingKitRules({ js: text('.js'), css: text('.css'), classes: kitClasses(this.kitDir) });
        if (missing.length === 0) return;
        const list = missing.map((m) => `${m.className} (game-kit/${m.stylesheet})`).join(', ');
        compilation.errors.push(
          new WebpackError(`${PLUGIN_NAME}: the game uses kit classes whose stylesheet is not in its CSS: ${list}. Import the stylesheet from the kit module that names the class, not from an index.ts barrel.`),
        );
      });
    });
  }
}

module.exports = { KitStylesheetCheckPlugin, kitClasses, missingKitRules };
