import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";

/**
 * Where uploaded files are kept (docs/decisions/023): a local folder outside the web root by default, an
 * S3-compatible bucket when several instances must share them. Keys are made by the uploads module only
 * (`{uuid}` or `{uuid}.{n}`); anything else is refused.
 */
export interface UploadStore {
  /** Stores `body` under `key`, replacing what was there; `size` is the body's length in bytes. */
  put(key: string, body: Readable | Buffer, size: number): Promise<void>;
  /** The stored bytes, or null when there is no such object. */
  get(key: string): Promise<Readable | null>;
  /** Removes the object; removing a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f-]{36}(\.\d{1,5})?$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`invalid upload key ${JSON.stringify(key)}`);
  return key;
}

/** A folder on this machine (default `{DATA_DIR}/uploads`, which is never served as static files). */
export function localUploadStore(folder: string): UploadStore {
  const file = (key: string) => path.join(folder, checkedKey(key));
  return {
    async put(key, body, _size) {
      await mkdir(folder, { recursive: true });
      // Written to a temporary name first, so a reader never sees half a file.
      const target = file(key);
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const target = file(key);
      try {
        await stat(target);
      } catch {
        return null;
      }
      return createReadStream(target);
    },
    async delete(key) {
      await rm(file(key), { force: true });
    },
  };
}

export interface S3Settings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible service's address (MinIO, Cloudflare R2, Scaleway …); absent: AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** A key prefix inside the bucket, e.g. "uploads/". */
  prefix: string;
}

/** A bucket of an S3-compatible service, shared by every instance. */
export function s3UploadStore(settings: S3Settings, client?: S3Client): UploadStore {
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      // Checksums only where the API requires them: streamed bodies then go as plain bytes (not aws-chunked
      // with a trailing checksum), which S3-compatible services other than AWS do not all accept.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  const Bucket = settings.bucket;
  const Key = (key: string) => settings.prefix + checkedKey(key);
  return {
    async put(key, body, size) {
      await s3.send(new PutObjectCommand({ Bucket, Key: Key(key), Body: body, ContentLength: size }));
    },
    async get(key) {
      try {
        const answer = await s3.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return answer.Body instanceof Readable ? answer.Body : null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async delete(key) {
      await s3.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
  };
}

/** The store the environment selects (validated by env.server.ts: S3 without its settings never starts). */
export function uploadStoreFor(config: {
  DATA_DIR: string;
  UPLOAD_STORE: "local" | "s3";
  UPLOAD_DIR?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_ENDPOINT?: string;
  S3_FORCE_PATH_STYLE?: boolean;
  S3_PREFIX?: string;
}): UploadStore {
  if (config.UPLOAD_STORE === "local") {
    return localUploadStore(config.UPLOAD_DIR ?? path.join(config.DATA_DIR, "uploads"));
  }
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = config;
  if (!S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    throw new Error("UPLOAD_STORE=s3 needs S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  return s3UploadStore({
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    endpoint: config.S3_ENDPOINT,
    forcePathStyle: config.S3_FORCE_PATH_STYLE ?? false,
    prefix: config.S3_PREFIX ?? "",
  });
}
