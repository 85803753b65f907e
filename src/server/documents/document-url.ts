import "server-only";
import { mediaUrl } from "../media/storage";

/**
 * A document's download address: its stored file, plus the document it is downloaded as. Documents with the same
 * bytes share one content-addressed file, so the key alone cannot say whose name the download takes.
 */
export function documentUrl(id: number, storageKey: string): string {
  return `${mediaUrl(storageKey)}?document=${id}`;
}
