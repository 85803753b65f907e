"use client";

/** The reports screen's definitions of its figures, folded (docs/decisions/0022-reports.md). */
export function Definitions() {
  return (
    <details className="mb-4 rounded-lg border border-slate-200 bg-white p-3 text-sm dark:border-slate-700 dark:bg-slate-900">
      <summary className="cursor-pointer font-medium">Rakamlar nasıl hesaplanır?</summary>
      <dl className="mt-2 space-y-2 text-slate-700 dark:text-slate-300">
        <div>
          <dt className="font-semibold">Doluluk</dt>
          <dd>
            Bir teknenin o aydaki dolu geceleri ÷ ayın gece sayısı. Dolu gece: onaylı ya da tamamlanmış rezervasyon,
            iCal ile gelen kapatma veya manuel kapatma. Opsiyonlu rezervasyonlar sayılmaz (süresi dolabilir).
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Gelir</dt>
          <dd>
            Giriş tarihi dönem içinde olan onaylı ve tamamlanmış rezervasyonların toplamı, giriş ayına yazılır ve
            rezervasyon yapılırken dondurulan kurla TL'ye çevrilir. Kaynak: Site (web sitesinden), Ofis (ekibin
            girdiği); iCal kanalının fiyatı olmadığından yalnız gecesi sayılır.
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Rezervasyon öncesi süre</dt>
          <dd>Rezervasyonun yapıldığı gün (Türkiye saatiyle) ile giriş günü arasındaki gün sayısı.</dd>
        </div>
        <div>
          <dt className="font-semibold">İptal oranı</dt>
          <dd>
            Giriş ayına göre: iptal edilen rezervasyonlar ÷ süresi dolmamış tüm rezervasyonlar (iptaller ve opsiyonlar
            dahil).
          </dd>
        </div>
        <div>
          <dt className="font-semibold">En iyi tekneler</dt>
          <dd>Dönemdeki gelire ve satılan geceye göre ilk on tekne.</dd>
        </div>
      </dl>
    </details>
  );
}
