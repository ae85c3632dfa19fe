// Each colour also has a letter on its dots, so colour is never the only way to tell flows apart.
export const FLOW_COLOURS = [
  '#e53935', '#1e63d6', '#2e9d3a', '#f2c500', '#f28c1b', '#20b5c9', '#a23fbd', '#8a5a2b',
  '#ff6fb3', '#6a7a8a', '#0b7a6e', '#9fc52c', '#4b2fa6', '#c7356a', '#d4a373', '#2c3e50',
  '#7fd1ff', '#b5179e', '#5c940d', '#ff9f80', '#3a86ff', '#8d99ae', '#e07a5f', '#81b29a',
  '#f4a261', '#264653',
];

export const colourOf = (k: number): string => FLOW_COLOURS[k % FLOW_COLOURS.length];

/** The letter on colour k's dots: A, B, C… */
export const letterOf = (k: number): string => String.fromCharCode(65 + (k % 26));
