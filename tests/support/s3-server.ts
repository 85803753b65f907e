import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";

export type S3Server = {
  endpoint: string;
  bucket: string;
  /** The variables an instance needs to keep its uploads in this server's bucket. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * A real S3 protocol server (s3rver) on a free loopback port, with one empty bucket, files in a temporary
 * directory that `stop` removes. Its built-in account signs as S3RVER/S3RVER.
 */
export async function startS3Server(): Promise<S3Server> {
  const directory = mkdtempSync(path.join(os.tmpdir(), "liman-s3-"));
  const bucket = "liman-uploads";
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      UPLOADS_S3_BUCKET: bucket,
      AWS_ENDPOINT_URL: endpoint,
      AWS_REGION: "us-east-1",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
    },
    stop: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
