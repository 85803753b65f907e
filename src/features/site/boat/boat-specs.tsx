import type { PublicBoat } from "@/server/website/boat/public-boat-schema";

const metres = (m: number) => `${m.toLocaleString("tr-TR", { maximumFractionDigits: 2 })} m`;

/** The boat's key facts as a definition list. */
export function BoatSpecs({ boat }: { boat: PublicBoat }) {
  const specs: [string, string][] = [
    ["Tekne tipi", boat.type.name],
    ["Marina", `${boat.marina.name}, ${boat.district.name} / ${boat.district.town}`],
    ["Kapasite", `${boat.guests} kişi`],
    ["Kabin", String(boat.cabins)],
    ["Banyo", String(boat.bathrooms)],
    ["Mürettebat", String(boat.crew)],
    ...(boat.length_m ? ([["Boy", metres(boat.length_m)]] as [string, string][]) : []),
    ...(boat.width_m ? ([["Genişlik", metres(boat.width_m)]] as [string, string][]) : []),
    ...(boat.year ? ([["Yapım yılı", String(boat.year)]] as [string, string][]) : []),
    ...(boat.for_rent
      ? ([
          ["Giriş saati", boat.check_in_time],
          ["Çıkış saati", boat.check_out_time],
        ] as [string, string][])
      : []),
  ];
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
      <dl className="-mt-px -ml-px grid grid-cols-2 sm:grid-cols-3">
        {specs.map(([term, value]) => (
          <div key={term} className="border-t border-l border-slate-200 p-4 dark:border-slate-800">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">{term}</dt>
            <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
