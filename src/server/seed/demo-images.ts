import { randomBytes } from "node:crypto";
import { copyFile, link, mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { type StoredImage, storeImage, variantKey } from "../media/store-image";
import { isSafeKey, LocalStorage } from "../media/storage";
import { avatarSvg, SCENE_NAMES, type SceneName, sceneSvg } from "./demo-scenes";

export type DemoImages = { scenes: Record<SceneName, StoredImage>; avatars: StoredImage[] };

const AVATARS: Parameters<typeof avatarSvg>[] = [
  [["#cfe3f2", "#8fb8d8"], "#1f4e79", "#3b2a20"],
  [["#f6e3d3", "#e7b99a"], "#a23b4c", "#2b1b14", true],
  [["#dcefe4", "#9ccbb0"], "#2f5d46", "#54402e"],
  [["#efe6f7", "#c4b1dd"], "#3d3a7a", "#7a4b2a", true],
];

/** Renders an SVG to PNG bytes (fast, uncompressed) for the regular upload pipeline to re-encode. */
const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();

/**
 * Draws the demo's sea scenes and team avatars once and stores them like uploads (WebP variants), all at
 * the same time: sharp runs them on its own threads. Everything else reuses these through cloneImage.
 */
export async function renderDemoImages(uploadsDir: string): Promise<DemoImages> {
  const storage = new LocalStorage(uploadsDir);
  const [scenes, avatars] = await Promise.all([
    Promise.all(
      SCENE_NAMES.map(async (name) => [name, await storeImage(storage, await png(sceneSvg(name)), "demo")] as const),
    ),
    Promise.all(AVATARS.map(async (args) => storeImage(storage, await png(avatarSvg(...args)), "demo"))),
  ]);
  return { scenes: Object.fromEntries(scenes) as Record<SceneName, StoredImage>, avatars };
}

/**
 * A copy of a stored image under a new key (every row owns its key, so deleting one never removes
 * another's file). Variant files are hard-linked when the file system allows it, copied otherwise.
 */
export async function cloneImage(uploadsDir: string, image: StoredImage, folder: string): Promise<StoredImage> {
  const key = `${folder}/${randomBytes(12).toString("hex")}`;
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
  await mkdir(path.join(uploadsDir, folder), { recursive: true });
  await Promise.all(
    image.variants.map(async (width) => {
      const from = path.join(uploadsDir, variantKey(image.key, width));
      const to = path.join(uploadsDir, variantKey(key, width));
      await link(from, to).catch(() => copyFile(from, to));
    }),
  );
  return { ...image, key };
}

/** Clones many images, a bounded number at a time (keeps file handles in check for big benchmark seeds). */
export async function cloneImages(
  uploadsDir: string,
  sources: StoredImage[],
  folder: string,
  parallel = 32,
): Promise<StoredImage[]> {
  const out: StoredImage[] = new Array(sources.length);
  let next = 0;
  const worker = async () => {
    while (next < sources.length) {
      const i = next++;
      out[i] = await cloneImage(uploadsDir, sources[i]!, folder);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, sources.length) }, worker));
  return out;
}
