// The deduction techniques a person uses on Queens, easiest first (see deduce.ts), and how hard each is.
export type Technique = 'single' | 'confinement' | 'blocking' | 'group';

/** How hard each technique is for a person; a puzzle's difficulty is the hardest one it needs. */
export const TECHNIQUE_LEVEL: Readonly<Record<Technique, number>> = { single: 1, confinement: 2, blocking: 3, group: 4 };
