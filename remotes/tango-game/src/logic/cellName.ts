// Cells named for people: 'row 2, column 5' (1-based).
export function cellName(index: number, size: number): string {
  return `row ${Math.floor(index / size) + 1}, column ${(index % size) + 1}`;
}
