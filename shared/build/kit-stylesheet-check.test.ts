import fs from 'node:fs';
import path from 'node:path';
import { kitClasses, missingKitRules } from './kit-stylesheet-check';

const classes = new Map([
  ['gk-grid-cell--conflict', 'grid/grid.css'],
  ['gk-grid-cell', 'grid/grid.css'],
]);

describe('missingKitRules', () => {
  it('names a kit class the JS uses whose rule the CSS lacks', () => {
    const js = 'className:["qg-cell",c?"gk-grid-cell--conflict":""].join(" ")';
    expect(missingKitRules({ js, css: '.qg-cell{color:red}', classes })).toEqual([
      { className: 'gk-grid-cell--conflict', stylesheet: 'grid/grid.css' },
    ]);
  });

  it('passes when the rule reached the CSS', () => {
    const js = 'x?"gk-grid-cell--conflict":""';
    expect(missingKitRules({ js, css: '.gk-grid-cell--conflict{box-shadow:inset 0 0 0 2px red}', classes })).toEqual([]);
  });

  it('matches whole class names only', () => {
    // "gk-grid-cell" is a prefix of the conflict class, in the JS and in the CSS.
    expect(missingKitRules({ js: '"gk-grid-cell--conflict"', css: '.gk-grid-cell--conflict{}', classes })).toEqual([]);
    expect(missingKitRules({ js: '"gk-grid-cell"', css: '.gk-grid-cell--conflict{}', classes })).toEqual([
      { className: 'gk-grid-cell', stylesheet: 'grid/grid.css' },
    ]);
  });

  it('ignores classes the JS never names', () => {
    expect(missingKitRules({ js: '"qg-cell"', css: '', classes })).toEqual([]);
  });
});

describe('the kit stylesheets', () => {
  const kitDir = path.resolve(__dirname, '../src/game-kit');

  it('define the grid marks, found by kitClasses', () => {
    expect(kitClasses().get('gk-grid-cell--conflict')).toBe(path.join('grid', 'grid.css'));
  });

  it('are never imported from a barrel (index.ts), whose side effects webpack drops', () => {
    const barrels = (dir: string): string[] =>
      fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return barrels(full);
        return entry.name === 'index.ts' ? [full] : [];
      });
    const importing = barrels(kitDir).filter((file) => /import\s+['"][^'"]+\.css['"]/.test(fs.readFileSync(file, 'utf8')));
    expect(importing.map((file) => path.relative(kitDir, file))).toEqual([]);
  });
});
