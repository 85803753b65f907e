"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { foldTurkish } from "@/lib/slug";
import { errorMessage, type Query } from "../api/client";
import { useSession } from "../session/session-context";

type Props = {
  /** The statement's route: the files are `<path>.csv` and `<path>.pdf`. */
  path: string;
  query: Query;
  /** The file's name is `<prefix>-<name>-<month>.<csv|pdf>`, e.g. `hesap-dokumu-ayse-kaptan-2027-07.pdf`. */
  prefix: string;
  name: string;
  month: string;
  /** No statement (yet) to download. */
  disabled: boolean;
};

/** A statement's "CSV indir" and "PDF indir" buttons. */
export function StatementDownloads({ path, query, prefix, name, month, disabled }: Props) {
  const { api } = useSession();
  const toast = useToast();
  const [downloading, setDownloading] = useState<"csv" | "pdf" | null>(null);

  async function download(kind: "csv" | "pdf") {
    setDownloading(kind);
    try {
      const slug = foldTurkish(name).replace(/[^a-z0-9]+/g, "-");
      await api.download(`${path}.${kind}`, `${prefix}-${slug}-${month}.${kind}`, query);
      toast.success(kind === "pdf" ? "PDF indirildi." : "CSV indirildi.");
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => download("csv")} busy={downloading === "csv"} disabled={disabled}>
        CSV indir
      </Button>
      <Button variant="secondary" onClick={() => download("pdf")} busy={downloading === "pdf"} disabled={disabled}>
        PDF indir
      </Button>
    </>
  );
}
