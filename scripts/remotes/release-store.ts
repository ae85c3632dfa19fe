import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getObjectText, isPreconditionFailed, keyOf, parseS3Url, s3ClientFromEnv, type S3Location } from '@games/shared/release/s3';

/**
 * Where releases live: a deploy folder (npm start, compose's volume, the remotes image) or an S3 bucket
 * (production, behind a CDN). Both give the same three guarantees the release tools build on:
 * - a text object can be replaced only if it is still the version read (If-Match on its ETag), or
 *   created only if absent (If-None-Match: *), so concurrent registry updates never lose one another;
 * - a file of a version folder is written once: writing other bytes over it is refused;
 * - listing and removal, for the operator's prune.
 */
export interface ObjectHeaders {
  cacheControl: string;
  contentType: string;
}

export type WriteCondition = { ifMatch: string } | { ifNoneMatch: '*' };

export interface ReleaseStore {
  /** Where this store is, for messages: a folder or an s3:// URL. */
  readonly where: string;
  readText(relativePath: string): Promise<{ text: string; etag: string } | undefined>;
  /** False when the condition did not hold (someone else wrote first). */
  writeTextIf(relativePath: string, text: string, condition: WriteCondition, headers: ObjectHeaders): Promise<boolean>;
  /** Creates the object from a local file; 'same' if it already holds these bytes, 'different' if other bytes. */
  putOnce(relativePath: string, localFile: string, headers: ObjectHeaders): Promise<'written' | 'same' | 'different'>;
  /** Every object under a '/'-ended folder ('' for all), as relative paths. */
  list(folder: string): Promise<string[]>;
  remove(relativePaths: string[]): Promise<void>;
}

const md5 = (bytes: Buffer | string) => crypto.createHash('md5').update(bytes).digest('hex');
const sha256 = (bytes: Buffer | string) => crypto.createHash('sha256').update(bytes).digest('hex');

/** A deploy folder: conditional writes under a cross-process lock, files created with link() (atomic, never overwrites). */
export class FolderReleaseStore implements ReleaseStore {
  readonly where: string;

  constructor(readonly root: string) {
    this.where = root;
  }

  private full(relativePath: string): string {
    const full = path.resolve(this.root, relativePath);
    if (!full.startsWith(path.resolve(this.root) + path.sep)) throw new Error(`path escapes the deploy folder: ${relativePath}`);
    return full;
  }

  async readText(relativePath: string) {
    const file = this.full(relativePath);
    if (!fs.existsSync(file)) return undefined;
    const text = fs.readFileSync(file, 'utf8');
    return { text, etag: `"${sha256(text)}"` };
  }

  // Headers are the server's business for a folder (scripts/remotes/server.ts sets them by path).
  async writeTextIf(relativePath: string, text: string, condition: WriteCondition, _headers?: ObjectHeaders) {
    return withFolderLock(this.root, () => {
      const file = this.full(relativePath);
      const current = fs.existsSync(file) ? `"${sha256(fs.readFileSync(file, 'utf8'))}"` : undefined;
      if ('ifMatch' in condition ? current !== condition.ifMatch : current !== undefined) return false;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      // Readers see the old file or the new one, never half of one.
      const temp = `${file}.${process.pid}.${crypto.randomUUID()}.tmp`;
      fs.writeFileSync(temp, text);
      fs.renameSync(temp, file);
      return true;
    });
  }

  async putOnce(relativePath: string, localFile: string, _headers?: ObjectHeaders) {
    const target = this.full(relativePath);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const temp = `${target}.${process.pid}.${crypto.randomUUID()}.tmp`;
    fs.copyFileSync(localFile, temp);
    try {
      fs.linkSync(temp, target);
      return 'written' as const;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      return fs.readFileSync(target).equals(fs.readFileSync(localFile)) ? ('same' as const) : ('different' as const);
    } finally {
      fs.rmSync(temp, { force: true });
    }
  }

  async list(folder: string) {
    const base = folder ? this.full(folder) : path.resolve(this.root);
    if (!fs.existsSync(base)) return [];
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        if (entry.name.startsWith('.') || entry.name.endsWith('.tmp')) continue;
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (entry.isFile()) found.push(path.relative(this.root, full).split(path.sep).join('/'));
      }
    };
    walk(base);
    return found.sort();
  }

  async remove(relativePaths: string[]) {
    for (const relativePath of relativePaths) fs.rmSync(this.full(relativePath), { force: true });
    // Folders left empty go too (a pruned version leaves no trace).
    for (const dir of new Set(relativePaths.map((p) => path.dirname(this.full(p))))) {
      for (let d = dir; d.startsWith(path.resolve(this.root) + path.sep) && fs.existsSync(d) && fs.readdirSync(d).length === 0; d = path.dirname(d)) fs.rmdirSync(d);
    }
  }
}

const LOCK_DIR = '.registry.lock';

/** A cross-process lock (mkdir is atomic); a lock older than 30 s was left by a crashed process. */
async function withFolderLock<T>(root: string, work: () => T): Promise<T> {
  fs.mkdirSync(root, { recursive: true });
  const lock = path.join(root, LOCK_DIR);
  const started = Date.now();
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const stat = fs.statSync(lock, { throwIfNoEntry: false });
      if (stat && Date.now() - stat.mtimeMs > 30_000) fs.rmSync(lock, { recursive: true, force: true });
      if (Date.now() - started > 60_000) throw new Error(`could not lock ${lock}`);
      await new Promise((r) => setTimeout(r, 10 + Math.random() * 40));
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** A bucket (or a prefix of one): conditional PutObject (If-Match / If-None-Match), as S3 has offered since 2024. */
export class S3ReleaseStore implements ReleaseStore {
  readonly where: string;
  private readonly location: S3Location;

  constructor(
    url: string,
    readonly client: S3Client = s3ClientFromEnv(),
  ) {
    this.location = parseS3Url(url);
    this.where = `s3://${this.location.bucket}${this.location.prefix ? `/${this.location.prefix}` : ''}`;
  }

  private key(relativePath: string) {
    return keyOf(this.location, relativePath);
  }

  readText(relativePath: string) {
    return getObjectText(this.client, this.location.bucket, this.key(relativePath));
  }

  async writeTextIf(relativePath: string, text: string, condition: WriteCondition, headers: ObjectHeaders) {
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.location.bucket,
          Key: this.key(relativePath),
          Body: text,
          CacheControl: headers.cacheControl,
          ContentType: headers.contentType,
          // The bare ETag: Ceph's gateway compares If-Match with the unquoted value (a quoted one never matches
          // there); AWS S3 and MinIO accept it either way.
          ...('ifMatch' in condition ? { IfMatch: condition.ifMatch.replace(/"/g, '') } : { IfNoneMatch: '*' }),
        }),
      );
      return true;
    } catch (error) {
      if (isPreconditionFailed(error)) return false;
      throw error;
    }
  }

  async putOnce(relativePath: string, localFile: string, headers: ObjectHeaders) {
    const body = fs.readFileSync(localFile);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.location.bucket,
          Key: this.key(relativePath),
          Body: body,
          CacheControl: headers.cacheControl,
          ContentType: headers.contentType,
          ContentMD5: crypto.createHash('md5').update(body).digest('base64'),
          IfNoneMatch: '*',
        }),
      );
      return 'written' as const;
    } catch (error) {
      if (!isPreconditionFailed(error)) throw error;
      // Already there (a retried upload, or a concurrent publish of the same version): same bytes or not?
      const existing = await this.client.send(new GetObjectCommand({ Bucket: this.location.bucket, Key: this.key(relativePath) }));
      const bytes = Buffer.from(await existing.Body!.transformToByteArray());
      return md5(bytes) === md5(body) ? ('same' as const) : ('different' as const);
    }
  }

  async list(folder: string) {
    const keys: string[] = [];
    const prefix = this.key(folder);
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.location.bucket, Prefix: prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) if (object.Key) keys.push(this.location.prefix ? object.Key.slice(this.location.prefix.length + 1) : object.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys.sort();
  }

  async remove(relativePaths: string[]) {
    for (let i = 0; i < relativePaths.length; i += 1000) {
      const batch = relativePaths.slice(i, i + 1000);
      const result = await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.location.bucket, Delete: { Objects: batch.map((p) => ({ Key: this.key(p) })), Quiet: true } }),
      );
      if (result.Errors?.length) throw new Error(`could not delete ${result.Errors.map((e) => `${e.Key}: ${e.Message}`).join(', ')}`);
    }
  }
}

/** `s3://bucket/prefix` → the bucket; anything else is a deploy folder. */
export function releaseStoreFor(target: string): ReleaseStore {
  return target.startsWith('s3://') ? new S3ReleaseStore(target) : new FolderReleaseStore(path.resolve(target));
}
