import { httpStatusFor, matchRoute } from './routes';

describe('matchRoute', () => {
  it.each([
    ['/', 'gallery'],
    ['/puzzle-games', 'gallery'],
    ['/brain-logic-games/', 'gallery'],
    ['/game/2048', 'game'],
    ['/game/Word-Search', 'game'],
    ['/aboutus', 'info'],
    ['/privacypolicy', 'info'],
    ['/faq', 'info'],
    ['/contactus', 'info'],
    ['/strategy-games', 'category-redirect'],
    ['/nothing-here', 'not-found'],
    ['/game', 'not-found'],
    ['/game/2048/extra', 'not-found'],
    ['/a/b', 'not-found'],
  ])('%s is %s', (path, kind) => {
    expect(matchRoute(path).kind).toBe(kind);
  });
});

describe('httpStatusFor', () => {
  it.each([
    ['/', 200],
    ['/skill-games', 200],
    ['/game/2048', 200],
    ['/game/CHESS', 200],
    ['/game/path-puzzle-game', 200],
    ['/game/not-a-game', 404],
    ['/nope', 404],
    ['/%E0%A4%A', 404],
  ])('%s → %d', (path, status) => {
    expect(httpStatusFor(path)).toBe(status);
  });
});
