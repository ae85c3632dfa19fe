/** Storage could not complete an operation; the HTTP layer turns this into 503. */
export class StorageUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageUnavailableError';
  }
}

export function asStorageError(operation: string, cause: unknown): StorageUnavailableError {
  if (cause instanceof StorageUnavailableError) return cause;
  const reason = cause instanceof Error ? cause.message : String(cause);
  return new StorageUnavailableError(`${operation} failed: ${reason}`, { cause });
}
