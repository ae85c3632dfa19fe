import { skyStars, skySvg, svgDataUrl } from './sky';

describe('sky', () => {
  it('is the same star field every game', () => {
    expect(skyStars(360, 480)).toEqual(skyStars(360, 480));
    expect(skyStars(360, 480)).toHaveLength(70);
  });

  it('draws every star into an SVG that stretches over the stage', () => {
    const stars = skyStars(360, 480);
    const svg = skySvg(360, 480, stars);
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 360 480"[^>]*preserveAspectRatio="none"/);
    expect(svg.match(/<circle /g)).toHaveLength(stars.length);
    expect(svg).toContain(`cx="${Math.round(stars[0].x * 100) / 100}"`);
  });

  it('makes a CSS url with nothing left to escape', () => {
    const url = svgDataUrl(skySvg(360, 480, skyStars(360, 480)));
    expect(url.startsWith('url("data:image/svg+xml,%3Csvg')).toBe(true);
    expect(url.slice(5, -2)).not.toMatch(/["#<> ]/);
  });
});
