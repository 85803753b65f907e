/**
 * Field errors of the boat extras list, keyed by row index then field: the client's own check before the PUT
 * (the same rules as the API: name 1–120, a positive amount with a currency, 1–100 for the APA percent) and the
 * server's `fields` (`0.name`, `extras.0.name` or `[0].name`) read back onto the rows.
 */
type Body = { name: string; unit: string; amount: number; currency: string | null };

export function extraRowErrors(rows: Body[]): Record<number, Record<string, string>> {
  const out: Record<number, Record<string, string>> = {};
  rows.forEach((r, i) => {
    const e: Record<string, string> = {};
    if (r.name.length === 0) e.name = "Ekstranın adını yazın.";
    else if (r.name.length > 120) e.name = "Ad en fazla 120 karakter olabilir.";
    if (r.unit === "charter_percent") {
      if (!Number.isInteger(r.amount) || r.amount < 1 || r.amount > 100)
        e.amount = "Yüzde 1 ile 100 arasında bir tam sayı olmalı.";
    } else {
      if (!Number.isInteger(r.amount) || r.amount <= 0) e.amount = "Geçerli bir tutar yazın (ör. 150 veya 2.500,50).";
      if (!r.currency) e.currency = "Para birimi seçin.";
    }
    if (Object.keys(e).length > 0) out[i] = e;
  });
  return out;
}

export function rowErrorsFromServer(fields: Record<string, string>): Record<number, Record<string, string>> {
  const out: Record<number, Record<string, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^(?:[a-z_]+\.)?\[?(\d+)\]?\.([a-z_]+)$/.exec(path);
    if (!match) continue;
    const row = Number(match[1]);
    out[row] = { ...out[row], [match[2] as string]: message };
  }
  return out;
}
