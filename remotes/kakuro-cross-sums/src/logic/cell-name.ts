// A cell in words, for hints, move descriptions and the broken rule (all loaded after the first screen).
export const cellName = (size: number, cell: number): string => `row ${Math.floor(cell / size) + 1}, column ${(cell % size) + 1}`;
