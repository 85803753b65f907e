import "server-only";
import { z } from "zod";
import type { ParasutConfig } from "../../config";
import { InvoicingError } from "../invoicing-provider";

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().optional(),
  expires_in: z.coerce.number().positive().optional(),
});

/** How long one call to Paraşüt may take, connection and answer together. */
export const PARASUT_TIMEOUT_MS = 20_000;

type Token = { access: string; refresh: string | undefined; expiresAt: number };

/** A token is renewed this long before Paraşüt's expiry, so no call goes out with one about to lapse. */
const EARLY_MS = 60_000;
const OOB = "urn:ietf:wg:oauth:2.0:oob";

/**
 * Paraşüt's OAuth token for one configuration (password grant at /oauth/token), kept in memory and renewed with its
 * refresh token before it lapses (a refused refresh falls back to the password grant). Concurrent callers share one
 * request. Each instance keeps its own token: Paraşüt allows several.
 */
export class ParasutToken {
  #token: Token | undefined;
  #pending: Promise<Token> | undefined;

  constructor(
    private readonly config: ParasutConfig,
    private readonly now: () => number = Date.now,
  ) {}

  async get(): Promise<string> {
    const token = this.#token;
    if (token && token.expiresAt - EARLY_MS > this.now()) return token.access;
    this.#pending ??= this.#renew(token).finally(() => {
      this.#pending = undefined;
    });
    return (await this.#pending).access;
  }

  /** Forget the token (Paraşüt answered 401 with it): the next call asks for a new one. */
  drop(access: string) {
    if (this.#token?.access === access) this.#token = undefined;
  }

  async #renew(old: Token | undefined): Promise<Token> {
    const base = { client_id: this.config.clientId, client_secret: this.config.clientSecret };
    if (old?.refresh) {
      try {
        return this.#keep(await this.#ask({ ...base, grant_type: "refresh_token", refresh_token: old.refresh }));
      } catch (error) {
        if (!(error instanceof InvoicingError) || !error.refused) throw error;
      }
    }
    return this.#keep(
      await this.#ask({
        ...base,
        grant_type: "password",
        username: this.config.username,
        password: this.config.password,
        redirect_uri: OOB,
      }),
    );
  }

  #keep(answer: z.output<typeof tokenAnswer>): Token {
    this.#token = {
      access: answer.access_token,
      refresh: answer.refresh_token,
      expiresAt: this.now() + (answer.expires_in ?? 7200) * 1000,
    };
    return this.#token;
  }

  async #ask(fields: Record<string, string>) {
    let res: Response;
    try {
      res = await fetch(`${this.config.apiUrl}/oauth/token`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: new URLSearchParams(fields).toString(),
        signal: AbortSignal.timeout(PARASUT_TIMEOUT_MS),
        redirect: "error",
      });
    } catch {
      throw new InvoicingError("Paraşüt /oauth/token could not be reached", false, "provider_unreachable");
    }
    const text = await res.text();
    // 400/401: wrong credentials or a lapsed refresh token. Never echo what was sent.
    if (res.status === 400 || res.status === 401) {
      throw new InvoicingError(
        `Paraşüt refused the sign-in (HTTP ${res.status}): check PARASUT_* settings`,
        true,
        "sign_in_refused",
      );
    }
    if (!res.ok)
      throw new InvoicingError(`Paraşüt /oauth/token answered HTTP ${res.status}`, false, "provider_unreachable");
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new InvoicingError(
        "Paraşüt /oauth/token answered something that is not JSON",
        false,
        "provider_unreachable",
      );
    }
    const answer = tokenAnswer.safeParse(parsed);
    if (!answer.success)
      throw new InvoicingError("Paraşüt /oauth/token answered without a token", false, "provider_unreachable");
    return answer.data;
  }
}
