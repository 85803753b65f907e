import "server-only";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { contentTypeOf } from "./content-types";
import { assertSafeKey, type Storage } from "./storage";

export type S3StorageOptions = {
  bucket: string;
  region: string;
  /** An S3-compatible server (MinIO, Ceph, R2…); addressed path-style. Absent: AWS itself. */
  endpoint?: string;
  /** Absent: the SDK's default chain (AWS_PROFILE, web identity, instance role…). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/** Files as objects in one bucket, under the same keys LocalStorage uses as paths. */
export class S3Storage implements Storage {
  readonly bucket: string;
  private readonly client: S3Client;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      credentials: options.credentials,
      ...(options.endpoint
        ? {
            endpoint: options.endpoint,
            forcePathStyle: true,
            // Servers other than AWS often reject or ignore the SDK's newer default checksums (CRC32 trailers).
            requestChecksumCalculation: "WHEN_REQUIRED" as const,
            responseChecksumValidation: "WHEN_REQUIRED" as const,
          }
        : {}),
      maxAttempts: 3,
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertSafeKey(key);
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: data,
        ContentType: contentTypeOf(key) ?? "application/octet-stream",
        CacheControl: "public, max-age=31536000, immutable",
      }),
    );
  }

  async get(key: string): Promise<Buffer | null> {
    assertSafeKey(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!out.Body) return null;
      return Buffer.from(await out.Body.transformToByteArray());
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Throws unless the bucket exists and the credentials may use it (checked once at start). */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  close(): void {
    this.client.destroy();
  }
}

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}
