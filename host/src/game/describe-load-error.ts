import { networkFailureReason } from './fetch-with-retry';
import { requestFailure } from './request-failures';

/**
 * What went wrong, in words a visitor understands. The federation runtime's errors carry a code
 * (#RUNTIME-003), the URLs involved and a docs link; the visitor gets the code's meaning and, when a
 * request of ours failed, why it failed. Other errors (the registry's, the loader's, a render error)
 * are already written for people and are only shortened.
 */
const RUNTIME_REASONS: Record<string, string> = {
  'RUNTIME-001': "the game's code could not be started",
  'RUNTIME-002': "the game's code could not be started",
  'RUNTIME-003': "the game's files could not be downloaded",
  'RUNTIME-004': 'the game could not be found',
  'RUNTIME-007': "the game's file list could not be read",
  'RUNTIME-008': "the game's code could not be downloaded",
  'RUNTIME-011': "the game's file list is incomplete",
  'RUNTIME-013': "the game's file list is not valid",
  'RUNTIME-014': "the game's code does not include the game",
  'RUNTIME-015': "the game's code could not be started",
};

const MAX_LENGTH = 240;

/** The string values of the runtime error's `args: {…}` line (URLs among them). */
function runtimeArgs(text: string): string[] {
  const json = /args: (\{[^\n]*\})/.exec(text)?.[1];
  if (!json) return [];
  try {
    return Object.values(JSON.parse(json) as Record<string, unknown>).filter((v): v is string => typeof v === 'string');
  } catch {
    return [];
  }
}

export function describeLoadError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const code = /#(RUNTIME-\d{3})/.exec(text)?.[1];
  if (!code) return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH)}…` : text;
  const reason = RUNTIME_REASONS[code] ?? "the game's files could not be loaded";
  const cause = runtimeArgs(text)
    .map((value) => requestFailure(value))
    .find((failure) => failure !== undefined);
  return cause === undefined ? reason : `${reason}: ${networkFailureReason(cause)}`;
}
