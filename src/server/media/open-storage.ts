import "server-only";
import path from "node:path";
import type { Config } from "../config";
import { LocalStorage } from "./local-storage";
import { S3Storage } from "./s3-storage";
import type { Storage } from "./storage";

/** The storage the configuration asks for: the S3 bucket when one is set, DATA_DIR/uploads otherwise. */
export function storageFor(config: Pick<Config, "dataDir" | "uploadsS3">): Storage {
  if (config.uploadsS3) return new S3Storage(config.uploadsS3);
  return new LocalStorage(path.join(config.dataDir, "uploads"));
}

export class StorageUnavailableError extends Error {}

/**
 * The configured storage, checked once at start: a bucket that does not exist, refuses the credentials or
 * cannot be reached stops the start with a message naming the variable to look at (never its secret value).
 */
export async function openStorage(config: Pick<Config, "dataDir" | "uploadsS3">): Promise<Storage> {
  const storage = storageFor(config);
  if (!(storage instanceof S3Storage) || !config.uploadsS3) return storage;
  const where = config.uploadsS3.endpoint ?? `AWS (${config.uploadsS3.region})`;
  try {
    await storage.check();
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status === 404) {
      throw new StorageUnavailableError(
        `UPLOADS_S3_BUCKET: the bucket "${storage.bucket}" does not exist at ${where}.`,
      );
    }
    if (status === 401 || status === 403) {
      throw new StorageUnavailableError(
        `AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY: access to the bucket "${storage.bucket}" at ${where} was refused (${status}).`,
      );
    }
    throw new StorageUnavailableError(
      `AWS_ENDPOINT_URL / AWS_REGION: cannot reach the bucket "${storage.bucket}" at ${where}: ${(error as Error).name}: ${(error as Error).message}`,
    );
  }
  return storage;
}
