export { dailyEntryIndex, dailyEntryIndices, dayNumber } from './rotation';
export { pickUnseen, type UnseenPick } from './unseen';
