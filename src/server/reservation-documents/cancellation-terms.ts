import "server-only";
import type { DbOrTx } from "../db/client";

/** Printed while no cancellation tiers are configured. */
export const DEFAULT_CANCELLATION_TERMS: readonly string[] = [
  "Kiralama başlangıcından 60 günden fazla önce yapılan iptallerde ödenen kapora iade edilmez; başka ücret alınmaz.",
  "Kiralama başlangıcına 30–60 gün kala yapılan iptallerde toplam kira bedelinin %50'si tahsil edilir.",
  "Kiralama başlangıcına 30 günden az kala yapılan iptallerde ve gelinmemesi halinde toplam kira bedelinin tamamı tahsil edilir.",
  "İptal talepleri yazılı olarak (e-posta) iletilmelidir; talebin bize ulaştığı gün esas alınır.",
];

/**
 * ADAPTER (the one place the documents read the cancellation terms; rewired at merge time to the cancellation
 * tiers in settings): Turkish sentences, one per term.
 */
export async function cancellationTerms(_db: DbOrTx): Promise<string[]> {
  return [...DEFAULT_CANCELLATION_TERMS];
}
