import { Readable } from 'node:stream';
import { GetObjectCommand, type GetObjectCommandOutput, type S3Client } from '@aws-sdk/client-s3';
import type { Request, Response, Router } from 'express';
import express from 'express';
import { isNotFound, keyOf, parseS3Url, s3ClientFromEnv } from '@games/shared/release/s3';
import { timedRegistryRead, type RegistryReadOutcome } from '@games/shared/server/registry-read-metrics';
import { contentTypeOf, IMMUTABLE, REGISTRY_FILE } from './releases';

/**
 * The remotes origin in front of a bucket (REMOTES_BUCKET=s3://bucket/prefix): /registry.json and
 * /<slug>/<version>/… come from the bucket the release tools write, with the same headers as from a deploy
 * folder (registry no-cache, versions immutable, the precompressed variant when the browser takes it).
 * Requests arriving together share one registry read, and a store that does not answer within the
 * deadline gets a 503 instead of a hung request.
 */
export interface BucketOriginOptions {
  bucketUrl: string;
  client?: S3Client;
  /** A read of the bucket that takes longer is abandoned (ms). */
  deadlineMs?: number;
  /** Told of every read of registry.json from the bucket (one read answers every request that joined it). */
  onRegistryRead?: (outcome: RegistryReadOutcome, seconds: number) => void;
}

const VERSION_FILE = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)\/([0-9A-Za-z.+-]+)\/((?:[A-Za-z0-9_-][A-Za-z0-9._-]*\/)*[A-Za-z0-9_-][A-Za-z0-9._-]*)$/;

export function bucketOrigin(options: BucketOriginOptions): Router {
  const location = parseS3Url(options.bucketUrl);
  const client = options.client ?? s3ClientFromEnv();
  const deadlineMs = options.deadlineMs ?? 2000;
  const router = express.Router();

  // A read past the deadline fails with the signal's TimeoutError (the SDK's own is a bare AbortError).
  const get = (key: string) => {
    const signal = AbortSignal.timeout(deadlineMs);
    return client.send(new GetObjectCommand({ Bucket: location.bucket, Key: key }), { abortSignal: signal }).catch((error: unknown) => {
      throw signal.aborted ? signal.reason : error;
    });
  };

  // One registry read at a time; everyone waiting gets its bytes (never older than the read they joined).
  let registryInFlight: Promise<{ body: Buffer; etag?: string } | undefined> | undefined;
  const readOnce = async () => {
    try {
      const object = await get(keyOf(location, REGISTRY_FILE));
      return { body: Buffer.from(await object.Body!.transformToByteArray()), etag: object.ETag };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };
  const readRegistry = () => {
    registryInFlight ??= timedRegistryRead(readOnce(), options.onRegistryRead, (found) => (found ? 'ok' : 'missing')).finally(() => {
      registryInFlight = undefined;
    });
    return registryInFlight;
  };

  const unavailable = (res: Response, error: unknown) => {
    console.error(JSON.stringify({ level: 'error', msg: 'bucket read failed', bucket: location.bucket, error: error instanceof Error ? error.name : String(error) }));
    if (!res.headersSent) res.status(503).set('Retry-After', '5').type('text/plain').send('Game storage is not answering; try again shortly');
  };

  router.get(`/${REGISTRY_FILE}`, async (_req, res) => {
    try {
      const registry = await readRegistry();
      res.setHeader('Cache-Control', 'no-cache');
      if (!registry) {
        res.status(404).json({ message: 'No registry has been deployed yet' });
        return;
      }
      if (registry.etag) res.setHeader('ETag', registry.etag);
      res.type('application/json').send(registry.body);
    } catch (error) {
      unavailable(res, error);
    }
  });

  router.get(VERSION_FILE, async (req: Request, res: Response, next) => {
    const [, slug, version, file] = VERSION_FILE.exec(req.path)!;
    const key = keyOf(location, `${slug}/${version}/${file}`);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    // The precompressed variant first when the browser takes it (uploaded beside the file by the release).
    const tries: Array<{ key: string; encoding?: string }> = [
      ...(/\bbr\b/.test(accepts) && /\.(js|css|json|svg|txt|html)$/.test(file) ? [{ key: `${key}.br`, encoding: 'br' }] : []),
      ...(/\bgzip\b/.test(accepts) && /\.(js|css|json|svg|txt|html)$/.test(file) ? [{ key: `${key}.gz`, encoding: 'gzip' }] : []),
      { key },
    ];
    try {
      for (const attempt of tries) {
        let object: GetObjectCommandOutput;
        try {
          object = await get(attempt.key);
        } catch (error) {
          if (isNotFound(error)) continue;
          throw error;
        }
        res.setHeader('Content-Type', contentTypeOf(file));
        res.setHeader('Cache-Control', IMMUTABLE);
        res.setHeader('Vary', 'Accept-Encoding');
        if (attempt.encoding) res.setHeader('Content-Encoding', attempt.encoding);
        if (object.ContentLength !== undefined) res.setHeader('Content-Length', String(object.ContentLength));
        if (object.ETag) res.setHeader('ETag', object.ETag);
        if (req.method === 'HEAD') {
          (object.Body as Readable | undefined)?.destroy();
          res.end();
          return;
        }
        (object.Body as Readable).on('error', () => res.destroy()).pipe(res);
        return;
      }
      next();
    } catch (error) {
      unavailable(res, error);
    }
  });
  return router;
}
