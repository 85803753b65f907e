import "server-only";
import sharp from "sharp";
import type { Storage } from "../media/storage";
import { type StoredImage, storeImage } from "../media/store-image";
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
 * Draws the demo's sea scenes and team avatars once and stores them like uploads (WebP variants under
 * content-addressed keys) in the configured storage, local or S3, all at the same time: sharp runs them on
 * its own threads. Every demo row that shows a scene references these same keys (a file is deleted only
 * with its last reference: media/shared-files.ts).
 */
export async function renderDemoImages(storage: Storage): Promise<DemoImages> {
  const [scenes, avatars] = await Promise.all([
    Promise.all(
      SCENE_NAMES.map(async (name) => [name, await storeImage(storage, await png(sceneSvg(name)), "demo")] as const),
    ),
    Promise.all(AVATARS.map(async (args) => storeImage(storage, await png(avatarSvg(...args)), "demo"))),
  ]);
  return { scenes: Object.fromEntries(scenes) as Record<SceneName, StoredImage>, avatars };
}
