// The question bank: one JSON file per category, each a separate hashed asset fetched only when a round
// of that category starts (never in the first chunk).
import type { CategoryId } from './logic/categories';

export const QUESTION_URLS: Record<CategoryId, URL> = {
  science: new URL('./data/questions/science.json', import.meta.url),
  geography: new URL('./data/questions/geography.json', import.meta.url),
  history: new URL('./data/questions/history.json', import.meta.url),
  arts: new URL('./data/questions/arts.json', import.meta.url),
  nature: new URL('./data/questions/nature.json', import.meta.url),
  food: new URL('./data/questions/food.json', import.meta.url),
  sports: new URL('./data/questions/sports.json', import.meta.url),
  language: new URL('./data/questions/language.json', import.meta.url),
};
