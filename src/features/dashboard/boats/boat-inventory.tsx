"use client";

/**
 * The "Envanter" tab of a boat: the areas and their counted items that the check-in and check-out walk
 * (GET/PUT /v1/admin/boats/{id}/inventory, saved through the form kit with the API's own schema), and the whole
 * list replaced from a CSV file (columns area,item,quantity; POST …/inventory.csv: a bad line is refused by number
 * and nothing changes). Items whose area and name stay keep their ids, so protocols already signed keep pointing
 * at them.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { controlClass, FormError } from "@/components/ui/field";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { type Inventory, putInventoryBody } from "@/shared/inventory";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { useSaveForm } from "../content/use-save-form";
import { useSession } from "../session/session-context";

type Row = { key: string; name: string; quantity: string };
type Area = { key: string; name: string; items: Row[] };

let lastKey = 0;
const nextKey = () => `k${++lastKey}`;

const toRows = (inventory: Inventory): Area[] =>
  inventory.areas.map((area) => ({
    key: nextKey(),
    name: area.name,
    items: area.items.map((item) => ({ key: nextKey(), name: item.name, quantity: String(item.quantity) })),
  }));

/** The form's rows as the PUT body; a quantity that is not a number stays text, for the schema to refuse. */
const toBody = (areas: Area[]) => ({
  areas: areas.map((area) => ({
    name: area.name,
    items: area.items.map((item) => ({
      name: item.name,
      quantity: /^\d+$/.test(item.quantity.trim()) ? Number(item.quantity) : item.quantity,
    })),
  })),
});

function FieldError({ message }: { message?: string }) {
  return message ? (
    <span className="mt-1 block text-xs font-medium text-red-700 dark:text-red-400">{message}</span>
  ) : null;
}

export function BoatInventory({ boatId }: { boatId: number }) {
  const { api } = useSession();
  const toast = useToast();
  const query = useApiQuery<Inventory>(`/admin/boats/${boatId}/inventory`);
  const form = useSaveForm(putInventoryBody);
  const [areas, setAreas] = useState<Area[] | null>(null);
  const [uploading, setUploading] = useState(false);
  const [csvError, setCsvError] = useState<string | null>(null);
  const csvInput = useRef<HTMLInputElement>(null);
  const csvId = useId();

  useEffect(() => {
    if (query.data) setAreas(toRows(query.data));
  }, [query.data]);

  if (query.error && !query.data) return <LoadFailed message={query.error} />;
  if (!areas) return <Skeleton className="h-48 w-full" />;

  const changeArea = (a: number, change: (area: Area) => Area) =>
    setAreas((current) => (current ?? []).map((area, i) => (i === a ? change(area) : area)));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    if (!areas) return;
    await form.run(
      toBody(areas),
      async (body) => {
        const saved = await api.v1.put("/admin/boats/{id}/inventory", { params: { id: boatId }, body });
        query.setData(saved);
        return saved;
      },
      "Envanter kaydedildi.",
    );
  }

  async function uploadCsv(files: FileList | null) {
    const file = files?.[0];
    if (!file) return;
    setUploading(true);
    setCsvError(null);
    try {
      const body = new FormData();
      body.append("file", file);
      const saved = await api.v1.post("/admin/boats/{id}/inventory.csv", { params: { id: boatId }, body });
      query.setData(saved);
      form.reset();
      toast.success("Envanter CSV dosyasından yüklendi.");
    } catch (error) {
      setCsvError(errorMessage(error));
    } finally {
      setUploading(false);
      if (csvInput.current) csvInput.current.value = "";
    }
  }

  return (
    <div className="space-y-6">
      <section
        aria-labelledby={`${csvId}-title`}
        className="rounded-lg border border-slate-200 p-4 dark:border-slate-700"
      >
        <h2 id={`${csvId}-title`} className="font-semibold">
          CSV ile değiştir
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          İlk satır <code>area,item,quantity</code> (ya da <code>;</code> ile). Tüm envanter dosyadaki ile değişir;
          hatalı bir satır varsa hiçbir şey değişmez.
        </p>
        <label
          htmlFor={csvId}
          className={buttonClass("secondary", "md", `mt-3 min-h-11 cursor-pointer ${uploading ? "opacity-60" : ""}`)}
        >
          {uploading ? "Yükleniyor…" : "CSV dosyası seç"}
        </label>
        <input
          id={csvId}
          ref={csvInput}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          disabled={uploading}
          onChange={(e) => void uploadCsv(e.target.files)}
        />
        {csvError ? (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-400">
            {csvError}
          </p>
        ) : null}
      </section>

      <form noValidate onSubmit={save} className="space-y-4" aria-label="Envanter">
        {areas.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Envanter boş. Bir bölüm ekleyin (ör. Güverte, Kabinler, Mutfak) ya da bir CSV yükleyin.
          </p>
        ) : null}
        {areas.map((area, a) => (
          <fieldset key={area.key} className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
            <legend className="px-1 text-sm font-semibold">Bölüm {a + 1}</legend>
            <div className="flex flex-wrap items-end gap-2">
              <label className="min-w-0 flex-1 text-sm">
                <span className="font-medium">Bölüm adı</span>
                <input
                  className={controlClass}
                  value={area.name}
                  aria-invalid={form.errors[`areas.${a}.name`] ? true : undefined}
                  onChange={(e) => {
                    const name = e.target.value;
                    changeArea(a, (x) => ({ ...x, name }));
                  }}
                />
                <FieldError message={form.errors[`areas.${a}.name`]} />
              </label>
              <Button
                variant="danger"
                size="sm"
                onClick={() => setAreas(areas.filter((_, i) => i !== a))}
                aria-label={`${area.name || `Bölüm ${a + 1}`} bölümünü kaldır`}
              >
                Bölümü kaldır
              </Button>
            </div>
            <ul className="mt-3 space-y-2">
              {area.items.map((item, i) => {
                const path = `areas.${a}.items.${i}`;
                return (
                  <li key={item.key} className="flex flex-wrap items-start gap-2">
                    <label className="min-w-0 flex-[3] text-sm">
                      <span className="sr-only">
                        {area.name || `Bölüm ${a + 1}`}: malzeme {i + 1} adı
                      </span>
                      <input
                        className={controlClass}
                        placeholder="Malzeme"
                        value={item.name}
                        aria-invalid={form.errors[`${path}.name`] ? true : undefined}
                        onChange={(e) => {
                          const name = e.target.value;
                          changeArea(a, (x) => ({
                            ...x,
                            items: x.items.map((row, j) => (j === i ? { ...row, name } : row)),
                          }));
                        }}
                      />
                      <FieldError message={form.errors[`${path}.name`]} />
                    </label>
                    <label className="w-20 text-sm">
                      <span className="sr-only">{item.name || `Malzeme ${i + 1}`}: adet</span>
                      <input
                        className={controlClass}
                        inputMode="numeric"
                        placeholder="Adet"
                        value={item.quantity}
                        aria-invalid={form.errors[`${path}.quantity`] ? true : undefined}
                        onChange={(e) => {
                          const quantity = e.target.value;
                          changeArea(a, (x) => ({
                            ...x,
                            items: x.items.map((row, j) => (j === i ? { ...row, quantity } : row)),
                          }));
                        }}
                      />
                      <FieldError message={form.errors[`${path}.quantity`]} />
                    </label>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="mt-1"
                      onClick={() => changeArea(a, (x) => ({ ...x, items: x.items.filter((_, j) => j !== i) }))}
                      aria-label={`${item.name || `Malzeme ${i + 1}`} malzemesini kaldır`}
                    >
                      Kaldır
                    </Button>
                  </li>
                );
              })}
            </ul>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              onClick={() =>
                changeArea(a, (x) => ({ ...x, items: [...x.items, { key: nextKey(), name: "", quantity: "1" }] }))
              }
            >
              Malzeme ekle
            </Button>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setAreas([...areas, { key: nextKey(), name: "", items: [] }])}>
            Bölüm ekle
          </Button>
          <Button type="submit" busy={form.busy}>
            Envanteri kaydet
          </Button>
        </div>
        <FormError message={form.errors.areas ?? form.serverError} />
      </form>
    </div>
  );
}
