import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { textPdf } from "./text-pdf";

/**
 * A stand-in for Paraşüt's API v4 on 127.0.0.1 (a free port), speaking JSON:API with one company's credentials:
 * the OAuth password and refresh grants (POST /oauth/token), and under /v4/{company_id}/ contacts (filter by e-mail,
 * create), sales invoices (create with details, filter by series and number, read with its active e-document),
 * e-Arşiv (POST /e_archives answers a trackable job; GET /e_archives/{id}; its PDF address), trackable jobs and the
 * PDF file itself. Totals are computed from the details the way an invoice adds up (unit price × quantity, VAT on
 * top), so a test sees what the accountant would. The test decides each e-Arşiv's fate: `refuseNextEArchive` makes
 * the next one's job end in error with Paraşüt's words; `refuseNextEArchivePost` refuses the next POST /e_archives at
 * once (422); `pendingLooks` how many looks a job stays "running"; `setPdfReady(false)` makes the PDF address answer
 * 204; `revokeRefreshTokens` refuses the refresh grant.
 * With `control`, a browser test in another process drives it over HTTP (not under /v4): `GET /_stand-in/state` answers
 * the calls, sales invoices and e-Arşivs; `POST /_stand-in/refuse-e-archive` `{ message, description }` refuses the next
 * e-Arşiv of a sales invoice whose description contains `description`.
 */

export type ParasutCredentials = {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  companyId: string;
};

type Attributes = Record<string, unknown>;
export type StandInContact = { id: string; attributes: Attributes };
export type StandInDetail = { unitPrice: string; quantity: number; vatRate: number; description: string };
export type StandInInvoice = {
  id: string;
  attributes: Attributes;
  contactId: string;
  details: StandInDetail[];
  /** What the invoice adds up to, in minor units (VAT included). */
  grossMinor: number;
  activeEArchiveId?: string;
};
export type StandInEArchive = {
  id: string;
  salesInvoiceId: string;
  number: string;
  uuid: string;
  internetSale: Attributes | undefined;
};
type StandInJob = {
  id: string;
  salesInvoiceId: string;
  internetSale: Attributes | undefined;
  looksLeft: number;
  refusal: string | undefined;
  /** Paraşüt documents running, done and error. */
  status: "running" | "done" | "error";
  errors: string[];
};

type Refusal = { message: string; description?: string };

/** The internet sale's payment types Paraşüt's API documents (docs/invoicing.md, "Checked against Paraşüt's documents"). */
const INTERNET_SALE_PAYMENT_TYPES = ["KREDIKARTI/BANKAKARTI", "EFT/HAVALE", "KAPIDAODEME", "ODEMEARACISI"];

/** The e-Arşiv's PDF as Paraşüt's storage serves it: a real one-page document naming the e-Arşiv. */
const pdfOf = (archive: { number: string; uuid: string }) =>
  textPdf([`e-Arsiv Fatura ${archive.number}`, `ETTN ${archive.uuid}`, "Parasut stand-in"]);

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

export async function startParasutServer(
  credentials: ParasutCredentials,
  options: { tokenSeconds?: number; control?: boolean } = {},
) {
  const contacts: StandInContact[] = [];
  const salesInvoices: StandInInvoice[] = [];
  const eArchives: StandInEArchive[] = [];
  const jobs = new Map<string, StandInJob>();
  /** Live access tokens → expiry (ms); refresh tokens issued. */
  const accessTokens = new Map<string, number>();
  const refreshTokens = new Set<string>();
  const grants: string[] = [];
  /** Every API call: method and path (query included). */
  const calls: { method: string; path: string; body?: unknown }[] = [];
  let nextId = 100;
  let refusals: Refusal[] = [];
  let pendingLooks = 1;
  let down = false;
  /** Words of the next POST /e_archives refused at once (422), before any trackable job. */
  let archivePostRefusals: string[] = [];
  /** Paraşüt still making the PDF: its address answers 204. */
  let pdfReady = true;
  let archivesHidden = false;
  const tokenSeconds = options.tokenSeconds ?? 7200;

  const json = (res: http.ServerResponse, status: number, body?: unknown) =>
    body === undefined
      ? res.writeHead(status).end()
      : res.writeHead(status, { "content-type": "application/vnd.api+json" }).end(JSON.stringify(body));
  const errors = (res: http.ServerResponse, status: number, detail: string, title = "Geçersiz istek") =>
    json(res, status, { errors: [{ title, detail }] });
  const id = () => String(nextId++);

  function issueToken(res: http.ServerResponse) {
    const access = randomUUID();
    const refresh = randomUUID();
    accessTokens.set(access, Date.now() + tokenSeconds * 1000);
    refreshTokens.add(refresh);
    json(res, 200, {
      access_token: access,
      token_type: "bearer",
      expires_in: tokenSeconds,
      refresh_token: refresh,
      scope: "public",
      created_at: Math.floor(Date.now() / 1000),
    });
  }

  function oauth(res: http.ServerResponse, form: URLSearchParams) {
    grants.push(form.get("grant_type") ?? "");
    if (form.get("client_id") !== credentials.clientId || form.get("client_secret") !== credentials.clientSecret) {
      return json(res, 401, { error: "invalid_client" });
    }
    if (form.get("grant_type") === "password") {
      if (form.get("username") !== credentials.username || form.get("password") !== credentials.password) {
        return json(res, 401, { error: "invalid_grant" });
      }
      return issueToken(res);
    }
    if (form.get("grant_type") === "refresh_token") {
      const refresh = form.get("refresh_token") ?? "";
      if (!refreshTokens.delete(refresh)) return json(res, 400, { error: "invalid_grant" });
      return issueToken(res);
    }
    json(res, 400, { error: "unsupported_grant_type" });
  }

  const invoiceResource = (invoice: StandInInvoice, include: boolean) => ({
    data: {
      id: invoice.id,
      type: "sales_invoices",
      attributes: invoice.attributes,
      relationships: {
        contact: { data: { id: invoice.contactId, type: "contacts" } },
        active_e_document: {
          data:
            invoice.activeEArchiveId && !archivesHidden ? { id: invoice.activeEArchiveId, type: "e_archives" } : null,
        },
      },
    },
    ...(include && invoice.activeEArchiveId && !archivesHidden
      ? { included: [archiveResource(eArchives.find((a) => a.id === invoice.activeEArchiveId)!).data] }
      : {}),
  });
  const archiveResource = (archive: StandInEArchive) => ({
    data: {
      id: archive.id,
      type: "e_archives",
      // An e-Arşiv's own status (not its trackable job's): one of the values a client library lists; see docs/invoicing.md.
      attributes: { invoice_number: archive.number, uuid: archive.uuid, status: "legalized", vkn: "11111111111" },
      relationships: { sales_invoice: { data: { id: archive.salesInvoiceId, type: "sales_invoices" } } },
    },
  });

  function createInvoice(res: http.ServerResponse, body: { data?: Record<string, unknown> }) {
    const data = body.data as {
      type?: string;
      attributes?: Attributes;
      relationships?: {
        contact?: { data?: { id?: string } };
        details?: { data?: { type?: string; attributes?: Attributes }[] };
      };
    };
    if (data?.type !== "sales_invoices") return errors(res, 400, "type sales_invoices olmalı");
    const a = data.attributes ?? {};
    const contactId = data.relationships?.contact?.data?.id ?? "";
    if (!contacts.some((c) => c.id === contactId)) return errors(res, 422, "Müşteri bulunamadı");
    if (!["TRL", "USD", "EUR", "GBP"].includes(String(a.currency))) return errors(res, 422, "Döviz cinsi geçersiz");
    // Decimals are JSON numbers in Paraşüt's API (its OpenAPI document types them `number`).
    if (a.currency !== "TRL" && !(typeof a.exchange_rate === "number" && a.exchange_rate > 0)) {
      return errors(res, 422, "Döviz kuru girilmeli");
    }
    const raw = (data.relationships?.details?.data ?? []).map((d) => d.attributes ?? {});
    if (raw.length === 0) return errors(res, 422, "Fatura kalemi yok");
    const decimal = (v: unknown) => typeof v === "number" && v >= 0 && /^\d+(\.\d{1,4})?$/.test(String(v));
    if (
      raw.some(
        (d) => !decimal(d.unit_price) || !decimal(d.vat_rate) || !(decimal(d.quantity) && Number(d.quantity) > 0),
      )
    ) {
      return errors(res, 422, "Birim fiyat, KDV oranı ya da miktar geçersiz");
    }
    const details = raw.map((d) => ({
      unitPrice: String(d.unit_price),
      quantity: Number(d.quantity),
      vatRate: Number(d.vat_rate),
      description: String(d.description ?? ""),
    }));
    // Net per line to the cent, VAT on the net, the gross as their sum (what the invoice shows).
    let netMinor = 0;
    let vatMinor = 0;
    for (const d of details) {
      const lineNet = Number(d.unitPrice) * d.quantity * 100;
      netMinor += Math.round(lineNet);
      vatMinor += Math.round((lineNet * d.vatRate) / 100);
    }
    const invoice: StandInInvoice = {
      id: id(),
      contactId,
      details,
      grossMinor: netMinor + vatMinor,
      // Paraşüt's names: `gross_total` is the subtotal before VAT ("Ara toplam"), `net_total` the grand total with
      // VAT ("Genel Toplam").
      attributes: {
        ...a,
        gross_total: (netMinor / 100).toFixed(2),
        total_vat: (vatMinor / 100).toFixed(2),
        net_total: ((netMinor + vatMinor) / 100).toFixed(2),
      },
    };
    salesInvoices.push(invoice);
    json(res, 201, invoiceResource(invoice, false));
  }

  function createEArchive(res: http.ServerResponse, body: { data?: Record<string, unknown> }) {
    const data = body.data as {
      type?: string;
      attributes?: { internet_sale?: Attributes };
      relationships?: { sales_invoice?: { data?: { id?: string } } };
    };
    if (data?.type !== "e_archives") return errors(res, 400, "type e_archives olmalı");
    const invoice = salesInvoices.find((i) => i.id === data.relationships?.sales_invoice?.data?.id);
    if (!invoice) return errors(res, 404, "Fatura bulunamadı");
    if (invoice.activeEArchiveId) return errors(res, 422, "Bu faturanın e-Arşivi zaten var");
    const refusedNow = archivePostRefusals.shift();
    if (refusedNow) return errors(res, 422, refusedNow);
    const sale = data.attributes?.internet_sale;
    if (sale && !INTERNET_SALE_PAYMENT_TYPES.includes(String(sale.payment_type))) {
      return errors(res, 422, "Ödeme şekli geçersiz");
    }
    if (sale && !(sale.url && sale.payment_platform && /^\d{4}-\d{2}-\d{2}$/.test(String(sale.payment_date)))) {
      return errors(res, 422, "İnternet satışı bilgileri eksik");
    }
    const refusal = refusals.findIndex(
      (r) => r.description === undefined || String(invoice.attributes.description).includes(r.description),
    );
    const job: StandInJob = {
      id: randomUUID(),
      salesInvoiceId: invoice.id,
      internetSale: data.attributes?.internet_sale,
      looksLeft: pendingLooks,
      refusal: refusal >= 0 ? refusals.splice(refusal, 1)[0]!.message : undefined,
      status: "running",
      errors: [],
    };
    jobs.set(job.id, job);
    json(res, 202, { data: { id: job.id, type: "trackable_jobs", attributes: { status: "running", errors: [] } } });
  }

  function lookAtJob(res: http.ServerResponse, job: StandInJob) {
    if (job.status === "running") {
      if (job.looksLeft > 0) {
        job.looksLeft--;
      } else if (job.refusal) {
        job.status = "error";
        job.errors = [job.refusal];
      } else {
        const archive: StandInEArchive = {
          id: id(),
          salesInvoiceId: job.salesInvoiceId,
          number: `GIB${new Date().getUTCFullYear()}${String(eArchives.length + 1).padStart(9, "0")}`,
          uuid: randomUUID(),
          internetSale: job.internetSale,
        };
        eArchives.push(archive);
        salesInvoices.find((i) => i.id === job.salesInvoiceId)!.activeEArchiveId = archive.id;
        job.status = "done";
      }
    }
    json(res, 200, {
      data: { id: job.id, type: "trackable_jobs", attributes: { status: job.status, errors: job.errors } },
    });
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, rest: string) {
    const method = req.method ?? "GET";
    const raw = method === "POST" ? await readBody(req) : "";
    let body: { data?: Record<string, unknown> } = {};
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return errors(res, 400, "JSON okunamadı");
      }
    }
    calls.push({ method, path: `${rest}${url.search}`, body: raw ? body : undefined });
    const q = url.searchParams;
    const match = (pattern: RegExp) => (method === "GET" ? pattern.exec(rest)?.[1] : undefined);
    if (rest === "/contacts" && method === "GET") {
      // Loosely, as a search box would: every contact whose e-mail contains the one asked for, in any case.
      const email = q.get("filter[email]")?.toLowerCase();
      const found = contacts.filter((c) => !email || String(c.attributes.email).toLowerCase().includes(email));
      return json(res, 200, { data: found.map((c) => ({ id: c.id, type: "contacts", attributes: c.attributes })) });
    }
    if (rest === "/contacts" && method === "POST") {
      const attributes = (body.data?.attributes ?? {}) as Attributes;
      if (body.data?.type !== "contacts" || !attributes.name) return errors(res, 422, "Müşteri adı girilmeli");
      const contact = { id: id(), attributes };
      contacts.push(contact);
      return json(res, 201, { data: { id: contact.id, type: "contacts", attributes } });
    }
    if (rest === "/sales_invoices" && method === "POST") return createInvoice(res, body);
    if (rest === "/sales_invoices" && method === "GET") {
      const series = q.get("filter[invoice_series]");
      const number = q.get("filter[invoice_id]");
      const found = salesInvoices.filter(
        (i) =>
          (!series || i.attributes.invoice_series === series) &&
          (!number || String(i.attributes.invoice_id) === number),
      );
      return json(res, 200, { data: found.map((i) => invoiceResource(i, false).data) });
    }
    const invoiceId = match(/^\/sales_invoices\/(\d+)$/);
    if (invoiceId) {
      const invoice = salesInvoices.find((i) => i.id === invoiceId);
      if (!invoice) return errors(res, 404, "Kayıt bulunamadı", "Not found");
      return json(res, 200, invoiceResource(invoice, q.get("include") === "active_e_document"));
    }
    if (rest === "/e_archives" && method === "POST") return createEArchive(res, body);
    const jobId = match(/^\/trackable_jobs\/([\w-]+)$/);
    if (jobId) {
      const job = jobs.get(jobId);
      if (!job) return errors(res, 404, "Kayıt bulunamadı", "Not found");
      return lookAtJob(res, job);
    }
    const archiveId = match(/^\/e_archives\/(\d+)$/);
    if (archiveId) {
      const archive = eArchives.find((a) => a.id === archiveId);
      if (!archive) return errors(res, 404, "Kayıt bulunamadı", "Not found");
      return json(res, 200, archiveResource(archive));
    }
    const pdfOf = match(/^\/e_archives\/(\d+)\/pdf$/);
    if (pdfOf) {
      const archive = eArchives.find((a) => a.id === pdfOf);
      if (!archive) return errors(res, 404, "Kayıt bulunamadı", "Not found");
      if (!pdfReady) return json(res, 204);
      return json(res, 200, {
        data: {
          id: archive.id,
          type: "e_document_pdfs",
          attributes: { url: `${base}/files/${archive.uuid}.pdf`, expires_at: new Date(Date.now() + 3600_000) },
        },
      });
    }
    errors(res, 404, `${method} ${rest}`, "Not found");
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://stand-in");
    if (down) return json(res, 503, { errors: [{ title: "Service Unavailable" }] });
    if (url.pathname === "/oauth/token" && req.method === "POST") {
      return oauth(res, new URLSearchParams(await readBody(req)));
    }
    const file = /^\/files\/([\w-]+)\.pdf$/.exec(url.pathname);
    if (file && req.method === "GET") {
      const archive = eArchives.find((a) => a.uuid === file[1]);
      if (!archive) return res.writeHead(404).end();
      return res.writeHead(200, { "content-type": "application/pdf" }).end(pdfOf(archive));
    }
    if (options.control && url.pathname.startsWith("/_stand-in/")) return control(req, res, url.pathname);
    const prefix = `/v4/${credentials.companyId}`;
    if (!url.pathname.startsWith(`${prefix}/`)) return errors(res, 404, url.pathname, "Not found");
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
    const expiry = accessTokens.get(token);
    if (!expiry || expiry < Date.now()) return json(res, 401, { errors: [{ title: "Unauthorized" }] });
    return api(req, res, url, url.pathname.slice(prefix.length));
  });
  async function control(req: http.IncomingMessage, res: http.ServerResponse, path: string) {
    if (path === "/_stand-in/state" && req.method === "GET") {
      return json(res, 200, { calls, salesInvoices, eArchives });
    }
    if (path === "/_stand-in/refuse-e-archive" && req.method === "POST") {
      const { message, description } = JSON.parse(await readBody(req)) as Refusal;
      refusals.push({ message, description });
      return json(res, 204);
    }
    errors(res, 404, path, "Not found");
  }

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    contacts,
    salesInvoices,
    eArchives,
    jobs,
    calls,
    grants,
    /** The PDF the stand-in serves for an e-Arşiv. */
    pdfOf,
    /**
     * The next e-Arşiv's trackable job ends in error with these words (one per call, in order); with `description`,
     * the next e-Arşiv of a sales invoice whose description contains it.
     */
    refuseNextEArchive(message: string, description?: string) {
      refusals.push({ message, description });
    },
    /** The next POST /e_archives is refused at once: 422 with these words (no trackable job). */
    refuseNextEArchivePost(message: string) {
      archivePostRefusals.push(message);
    },
    /** Whether the e-Arşiv's PDF is ready (false: its address answers 204, still being made). */
    setPdfReady(value: boolean) {
      pdfReady = value;
    },
    /** Sales invoices show no e-Arşiv (as when Paraşüt's job says done before the invoice links it). */
    setArchivesHidden(value: boolean) {
      archivesHidden = value;
    },
    /** Every refresh token given so far is refused (as when Paraşüt revoked them). */
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    /** How many looks a new trackable job stays running before it ends. */
    setPendingLooks(n: number) {
      pendingLooks = n;
    },
    /** Every call answers 503 (an outage) until set back. */
    setDown(value: boolean) {
      down = value;
    },
    /** Whether Paraşüt would take this access token now (given, and not expired). */
    tokenWorks: (token: string) => (accessTokens.get(token) ?? 0) > Date.now(),
    /** Every access token given so far stops working (as after Paraşüt's expiry). */
    expireTokens() {
      for (const key of accessTokens.keys()) accessTokens.set(key, 0);
    },
    /** The calls to one path (without the query), e.g. "/sales_invoices" with method POST. */
    callsTo: (method: string, path: string) =>
      calls.filter((c) => c.method === method && c.path.split("?")[0] === path),
    reset() {
      refusals = [];
      pendingLooks = 1;
      down = false;
      archivesHidden = false;
      archivePostRefusals = [];
      pdfReady = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ParasutServer = Awaited<ReturnType<typeof startParasutServer>>;
