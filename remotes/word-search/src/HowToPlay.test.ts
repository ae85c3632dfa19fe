import data from './data/themes.data.json';
import { EXAMPLE_FOUND, EXAMPLE_HIDDEN, EXAMPLE_ROWS, EXAMPLE_THEME } from './HowToPlay';
import { placementCells } from './logic/cells';
import { isOffensive } from './logic/profanity';

describe('the how-to-play example', () => {
  const theme = data.themes.find((t) => t.id === EXAMPLE_THEME)!;

  test('is a square grid of letters', () => {
    for (const row of EXAMPLE_ROWS) expect(row).toMatch(new RegExp(`^[A-Z]{${EXAMPLE_ROWS.length}}$`));
  });

  test.each([...EXAMPLE_FOUND, EXAMPLE_HIDDEN])('$word is a word of the theme, written where the example says', (placement) => {
    expect(theme.words).toContain(placement.word);
    expect(isOffensive(placement.word)).toBe(false);
    const letters = placementCells(placement).map(({ row, col }) => EXAMPLE_ROWS[row]?.[col]).join('');
    expect(letters).toBe(placement.word);
  });
});
