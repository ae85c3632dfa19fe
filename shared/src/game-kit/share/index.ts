// Sharing a result: Web Share API with a clipboard fallback (the button is controls/ShareButton).
export { SHARE_MESSAGES, shareOrCopy, shareResult, type ShareNavigator, type ShareOptions, type ShareOutcome } from './share-result';
