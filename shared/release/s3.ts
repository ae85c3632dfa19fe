/**
 * Object storage for game releases, through the maintained AWS client (any S3-compatible store).
 * A location is written `s3://bucket/prefix`; the endpoint, region and credentials come from the standard
 * AWS variables (AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL for a store other than AWS, AWS_REGION,
 * AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY or any other credential source the SDK knows).
 */
import { GetObjectCommand, NoSuchKey, S3Client, S3ServiceException } from '@aws-sdk/client-s3';

export interface S3Location {
  bucket: string;
  /** Key prefix without leading or trailing slash ('' for the bucket's root). */
  prefix: string;
}

export function isS3Url(value: string | undefined): value is string {
  return typeof value === 'string' && value.startsWith('s3://');
}

/** `s3://bucket/some/prefix/` → { bucket, prefix: 'some/prefix' }; a clear error for anything else. */
export function parseS3Url(value: string): S3Location {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(value);
  if (!match) throw new Error(`not an s3://bucket/prefix location: ${value}`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix.split('/').some((part) => part === '..' || part === '.')) throw new Error(`a location may not contain . or .. segments: ${value}`);
  return { bucket: match[1], prefix };
}

/** The key of `path` (relative, '/'-separated) under a location's prefix. */
export function keyOf(location: S3Location, path: string): string {
  return location.prefix ? `${location.prefix}/${path}` : path;
}

/**
 * A client from the environment. A custom endpoint (MinIO, Ceph, a local test store) is addressed
 * path-style (http://endpoint/bucket/key), which every S3-compatible store accepts; AWS itself uses
 * virtual-host style unless S3_FORCE_PATH_STYLE=1.
 */
export function s3ClientFromEnv(env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  return new S3Client({
    region: env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === '1' : Boolean(endpoint),
    // The SDK retries throttling and 5xx itself; a conditional write's 412 is never retried by it.
    maxAttempts: 4,
  });
}

/** True for the error a store answers when an object does not exist. */
export function isNotFound(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.name === 'NotFound' || error.name === 'NoSuchKey'));
}

/** True when a conditional write lost (If-Match / If-None-Match did not hold, or a concurrent write won). */
export function isPreconditionFailed(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 412 || error.$metadata.httpStatusCode === 409 || error.name === 'PreconditionFailed' || error.name === 'ConditionalRequestConflict');
}

export interface StoredText {
  text: string;
  /** The object's ETag, quoted as the store sends it (what If-Match takes back). */
  etag: string;
}

/** An object's text and ETag, or undefined when it does not exist. */
export async function getObjectText(client: S3Client, bucket: string, key: string, signal?: AbortSignal): Promise<StoredText | undefined> {
  try {
    const result = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }), { abortSignal: signal });
    return { text: (await result.Body?.transformToString('utf8')) ?? '', etag: result.ETag ?? '' };
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}
