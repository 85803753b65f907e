import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { S3Storage } from "@/server/media/s3-storage";

/** s3rver's fixed credentials (it checks the signature against them). */
const ACCESS_KEY = "S3RVER";
const SECRET_KEY = "S3RVER";
const REGION = "us-east-1";

export type S3TestServer = {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  /** A bucket created on start. */
  bucket: string;
  /** What a server process needs to store uploads in that bucket: UPLOADS_S3_BUCKET and the AWS_* variables. */
  env: Record<string, string>;
  /** Another empty bucket on the same server, with its env (one per test file keeps files apart). */
  createBucket(name?: string): Promise<{ bucket: string; env: Record<string, string> }>;
  /** An S3Storage over `bucket` (or the first one), configured as the app would from `env`. */
  storage(bucket?: string): S3Storage;
  stop(): Promise<void>;
};

/**
 * A real S3 protocol server (s3rver, in this process) on a free loopback port, over a temporary directory
 * that stop() removes, with one bucket created.
 */
export async function startS3Server(): Promise<S3TestServer> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "liman-s3-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
  });
  const envOf = (bucket: string): Record<string, string> => ({
    UPLOADS_S3_BUCKET: bucket,
    AWS_ENDPOINT_URL: endpoint,
    AWS_REGION: REGION,
    AWS_ACCESS_KEY_ID: ACCESS_KEY,
    AWS_SECRET_ACCESS_KEY: SECRET_KEY,
  });
  const createBucket = async (name = `liman-${randomBytes(6).toString("hex")}`) => {
    await client.send(new CreateBucketCommand({ Bucket: name }));
    return { bucket: name, env: envOf(name) };
  };
  const first = await createBucket();
  const storages: S3Storage[] = [];
  return {
    endpoint,
    bucket: first.bucket,
    env: first.env,
    createBucket,
    storage(bucket = first.bucket) {
      const storage = new S3Storage({
        bucket,
        region: REGION,
        endpoint,
        credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
      });
      storages.push(storage);
      return storage;
    },
    async stop() {
      for (const storage of storages) storage.close();
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
