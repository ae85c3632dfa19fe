// Checks a game's card art (its catalogue record's image, a file beside game.descriptor.ts) before a build
// publishes it: the gallery draws every card at the size the record states, so a picture of another size
// would shift the page, a large one would slow the first screen, and an SVG that runs code or pulls other
// files would be blocked by the portal's CSP or worse.
const fs = require('node:fs');
const path = require('node:path');

/** The largest card picture a release may carry, in bytes. */
const MAX_ART_BYTES = 12 * 1024;

/** width, height and viewBox attributes of an SVG's root element. */
function svgSize(text) {
  const root = /<svg\b[^>]*>/.exec(text)?.[0] ?? '';
  const attr = (name) => new RegExp(`\\s${name}="([^"]+)"`).exec(root)?.[1] ?? '';
  return { width: Number(attr('width')), height: Number(attr('height')), viewBox: attr('viewBox') };
}

/**
 * What is wrong with the art of `image` (a CatalogImage whose src is a file name) in `dir`, one line each.
 * @param {string} dir
 * @param {{ src: string, width: number, height: number }} image
 * @returns {string[]}
 */
function cardArtProblems(dir, image) {
  const file = path.join(dir, image.src);
  if (!fs.existsSync(file)) return [`card art ${image.src} is not in ${dir}`];
  const problems = [];
  const bytes = fs.statSync(file).size;
  if (bytes > MAX_ART_BYTES) problems.push(`card art ${image.src} is ${bytes} bytes, over the ${MAX_ART_BYTES} allowed`);
  if (image.src.toLowerCase().endsWith('.svg')) {
    const text = fs.readFileSync(file, 'utf8');
    const size = svgSize(text);
    if (size.width !== image.width || size.height !== image.height) {
      problems.push(`card art ${image.src} is ${size.width}×${size.height}, the record says ${image.width}×${image.height}`);
    }
    if (size.viewBox !== `0 0 ${image.width} ${image.height}`) problems.push(`card art ${image.src} needs viewBox="0 0 ${image.width} ${image.height}"`);
    if (/<script|<image|<foreignObject|@import|https?:\/\/(?!www\.w3\.org)/i.test(text)) problems.push(`card art ${image.src} is not plain, self-contained SVG (no scripts, images, foreign objects or links)`);
  }
  return problems;
}

module.exports = { MAX_ART_BYTES, cardArtProblems, svgSize };
