import { getObjectText, isS3Url, parseS3Url, s3ClientFromEnv } from '@games/shared/release/s3';
import type { S3Client } from '@aws-sdk/client-s3';

/**
 * `fetch` for the registry reads of this server, that also reads `s3://bucket/key` (SERVER_REGISTRY_URL
 * pointing at the bucket the release tools write, with the standard AWS variables for the endpoint and
 * credentials). The caller's signal applies to both, so the bucket gets the same deadline as a URL.
 */
export function createRegistryFetch(client?: () => S3Client): typeof fetch {
  let s3: S3Client | undefined;
  return async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!isS3Url(url)) return fetch(input, init);
    const { bucket, prefix: key } = parseS3Url(url);
    s3 ??= client?.() ?? s3ClientFromEnv();
    const object = await getObjectText(s3, bucket, key, init?.signal ?? undefined);
    if (!object) return new Response('Not found', { status: 404 });
    return new Response(object.text, { status: 200, headers: { 'content-type': 'application/json', etag: object.etag } });
  };
}
