import sharp from "sharp";
import { signToken } from "@/server/auth/tokens";
import { createUser } from "@/server/seed/factories";
import type { TestApi } from "./test-api";
import { readAnswer } from "./read-answer";

/** An ADMIN, an OWNER and their bearer tokens, for the content-area API tests. */
export async function staffTokens(api: TestApi) {
  const admin = await createUser(api.db, { role: "ADMIN", firstName: "Deniz", lastName: "Yönetici" });
  const owner = await createUser(api.db, { role: "OWNER", firstName: "Kaptan", lastName: "Şahin" });
  return {
    admin,
    owner,
    adminToken: await signToken(admin, api.jwtSecret),
    ownerToken: await signToken(owner, api.jwtSecret),
  };
}

export type FormFile = { data: Buffer | Uint8Array; name: string; type?: string };

/** Sends a multipart form (text fields and files) to the in-process app. */
export async function sendForm(
  api: TestApi,
  method: string,
  path: string,
  token: string | undefined,
  fields: Record<string, string>,
  files: Record<string, FormFile> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, file] of Object.entries(files)) {
    form.append(
      name,
      new Blob([new Uint8Array(file.data)], { type: file.type ?? "application/octet-stream" }),
      file.name,
    );
  }
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const res = await api.app.request(path, { method, headers, body: form });
  return readAnswer(res);
}

/** A small real PNG (with a colour so it is not trivially empty). */
export async function pngBytes(width = 120, height = 80): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();
}

/** A minimal PDF document (starts with the %PDF- magic bytes). */
export function pdfBytes(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );
}

/** Every file key currently stored by the test storage (LocalStorage under a temp dir). */
export async function storedKeys(api: TestApi): Promise<string[]> {
  const { readdir } = await import("node:fs/promises");
  const root = (api.storage as unknown as { root: string }).root;
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((e) => e.isFile())
      .map((e) => `${e.parentPath.slice(root.length + 1)}/${e.name}`.replace(/^\//, ""))
      .sort();
  } catch {
    return [];
  }
}
