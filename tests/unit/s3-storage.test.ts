import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "@/server/config";
import { openStorage } from "@/server/media/open-storage";
import { S3Storage } from "@/server/media/s3-storage";
import { type S3TestServer, startS3Server } from "../support/s3-server";

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
});

describe("S3Storage on a real S3 protocol server (s3rver)", () => {
  it("puts, gets and deletes objects byte for byte; a missing key is null", async () => {
    const storage = s3.storage();
    const data = randomBytes(3 * 1024 * 1024);
    await storage.put("boats/abc123-1920.webp", data);
    expect((await storage.get("boats/abc123-1920.webp"))!.equals(data)).toBe(true);
    await storage.put("boats/abc123-1920.webp", data); // writing the same content again is harmless
    await storage.delete("boats/abc123-1920.webp");
    expect(await storage.get("boats/abc123-1920.webp")).toBeNull();
    await storage.delete("boats/abc123-1920.webp"); // deleting a missing key is not an error
    expect(await storage.get("documents/none.pdf")).toBeNull();
  });

  it("refuses unsafe keys before any request", async () => {
    const storage = s3.storage();
    await expect(storage.put("../etc/passwd", Buffer.from("x"))).rejects.toThrow(/Unsafe storage key/);
    await expect(storage.get("a//b.webp")).rejects.toThrow(/Unsafe storage key/);
  });

  it("is what the configuration selects with UPLOADS_S3_BUCKET, path-style at AWS_ENDPOINT_URL", async () => {
    const config = parseConfig({ DATA_DIR: "./unused", ...s3.env });
    expect(config.uploadsS3).toEqual({
      bucket: s3.bucket,
      region: "us-east-1",
      endpoint: s3.endpoint,
      credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
    });
    const storage = await openStorage(config);
    expect(storage).toBeInstanceOf(S3Storage);
    await storage.put("team/x-640.webp", Buffer.from("foto"));
    expect((await s3.storage().get("team/x-640.webp"))?.toString()).toBe("foto");
    expect(parseConfig({ DATA_DIR: "./unused" }).uploadsS3).toBeUndefined();
  });

  it("stops the start with a message naming the variable when the bucket is missing or refuses the key", async () => {
    const missing = parseConfig({ ...s3.env, UPLOADS_S3_BUCKET: "no-such-bucket" });
    await expect(openStorage(missing)).rejects.toThrow(
      /^UPLOADS_S3_BUCKET: the bucket "no-such-bucket" does not exist/,
    );
    // s3rver knows one access key (it does not check the secret): an unknown key id is refused with 403.
    const wrongSecret = parseConfig({
      ...s3.env,
      AWS_ACCESS_KEY_ID: "BILINMEYEN",
      AWS_SECRET_ACCESS_KEY: "yanlis-gizli-anahtar",
    });
    const refused = await openStorage(wrongSecret).then(
      () => "opened",
      (error: Error) => error.message,
    );
    expect(refused).toMatch(/^AWS_ACCESS_KEY_ID \/ AWS_SECRET_ACCESS_KEY: access to the bucket/);
    expect(refused).not.toContain("yanlis-gizli-anahtar");
    const unreachable = parseConfig({ ...s3.env, AWS_ENDPOINT_URL: "http://127.0.0.1:9" });
    await expect(openStorage(unreachable)).rejects.toThrow(/^AWS_ENDPOINT_URL \/ AWS_REGION: cannot reach/);
  });
});

describe("S3 configuration", () => {
  const bad = (env: Record<string, string>) => {
    try {
      parseConfig(env);
      return "";
    } catch (error) {
      return (error as Error).message;
    }
  };

  it("names the variable that is wrong", () => {
    expect(bad({ UPLOADS_S3_BUCKET: "Büyük_Harf" })).toMatch(/UPLOADS_S3_BUCKET: must be an S3 bucket name/);
    expect(bad({ UPLOADS_S3_BUCKET: "liman", AWS_ENDPOINT_URL: "ftp://depo" })).toMatch(
      /AWS_ENDPOINT_URL: must be an http/,
    );
    expect(bad({ UPLOADS_S3_BUCKET: "liman" })).toMatch(/AWS_REGION: is required with UPLOADS_S3_BUCKET/);
    expect(bad({ UPLOADS_S3_BUCKET: "liman", AWS_REGION: "eu-central-1", AWS_ACCESS_KEY_ID: "AKIA1" })).toMatch(
      /AWS_SECRET_ACCESS_KEY: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set together/,
    );
    expect(bad({ UPLOADS_S3_BUCKET: "liman", AWS_REGION: "eu central" })).toMatch(/AWS_REGION: must be a region/);
  });

  it("lets the SDK's own credential chain work on AWS when no keys are given", () => {
    const config = parseConfig({ UPLOADS_S3_BUCKET: "liman-uploads", AWS_REGION: "eu-central-1" });
    expect(config.uploadsS3).toEqual({
      bucket: "liman-uploads",
      region: "eu-central-1",
      endpoint: undefined,
      credentials: undefined,
    });
  });
});
