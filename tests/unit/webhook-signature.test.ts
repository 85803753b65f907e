import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signWebhook, verifyWebhookSignature } from "@/server/agency-webhooks/sign-webhook";
import { RETRY_DELAYS_S, retryDelaySeconds } from "@/server/agency-webhooks/webhook-timing";

const SECRET = "whsec_example";
const BODY = '{"id":"evt_1","type":"option.created"}';
const T = 1_800_000_000;

describe("webhook signatures (Liman-Signature, as Stripe)", () => {
  it("are t=<unix>,v1=<hex HMAC-SHA256(secret, 't.body')>", () => {
    const v1 = createHmac("sha256", SECRET).update(`${T}.${BODY}`).digest("hex");
    expect(signWebhook(SECRET, BODY, T)).toBe(`t=${T},v1=${v1}`);
  });

  it("verify with the right secret, body and a recent t; nothing else", () => {
    const header = signWebhook(SECRET, BODY, T);
    expect(verifyWebhookSignature(SECRET, BODY, header, T + 10)).toBe(true);
    expect(verifyWebhookSignature("whsec_other", BODY, header, T)).toBe(false);
    expect(verifyWebhookSignature(SECRET, `${BODY} `, header, T)).toBe(false);
    expect(verifyWebhookSignature(SECRET, BODY, header, T + 301)).toBe(false);
    expect(verifyWebhookSignature(SECRET, BODY, header.replace(`t=${T}`, `t=${T + 1}`), T)).toBe(false);
    expect(verifyWebhookSignature(SECRET, BODY, "v1=abc", T)).toBe(false);
    expect(verifyWebhookSignature(SECRET, BODY, "", T)).toBe(false);
    // A second v1 (a rotated secret's) is accepted beside a wrong one.
    expect(verifyWebhookSignature(SECRET, BODY, `t=${T},v1=${"0".repeat(64)},${header.split(",")[1]}`, T)).toBe(true);
  });
});

describe("webhook retry schedule", () => {
  it("retries first within a minute, then for about a day, then gives up", () => {
    expect(retryDelaySeconds(1)).toBeLessThanOrEqual(60);
    const total = RETRY_DELAYS_S.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(22 * 3600);
    expect(total).toBeLessThanOrEqual(24 * 3600);
    expect(retryDelaySeconds(RETRY_DELAYS_S.length + 1)).toBeNull();
  });
});
