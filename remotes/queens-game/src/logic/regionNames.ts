// Region names and letters: hints name regions by colour and letter, and the letter marks each region's cells
// so colour is never the only way to tell regions apart.
export const REGION_COLOURS = [
  'Purple',
  'Orange',
  'Blue',
  'Green',
  'Grey',
  'Red',
  'Yellow',
  'Pink',
  'Teal',
  'Brown',
  'Lime',
  'Navy',
] as const;

export function regionLetter(region: number): string {
  return String.fromCharCode(65 + region);
}

/** e.g. 'Purple region (A)'. */
export function regionName(region: number): string {
  return `${REGION_COLOURS[region] ?? 'Unnamed'} region (${regionLetter(region)})`;
}
