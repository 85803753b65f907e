import { generate } from "otplib";
import { describe, expect, it } from "vitest";
import { signChallenge, verifyChallenge } from "@/server/auth/totp/challenge";
import {
  generateRecoveryCodes,
  hashRecoveryCode,
  looksLikeRecoveryCode,
  normaliseRecoveryCode,
} from "@/server/auth/totp/recovery-codes";
import { deriveKey, openSecret, sealSecret } from "@/server/auth/totp/secret-box";
import { acceptedTimeStep, newTotpSecret, otpauthUri } from "@/server/auth/totp/totp-code";

const master = new TextEncoder().encode("m".repeat(40));

describe("secret box", () => {
  const key = deriveKey(master, "totp-secret");

  it("opens what it sealed, only with the same key and context", () => {
    const sealed = sealSecret("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", key, "user_totp:7");
    expect(sealed).not.toContain("JBSWY3DP");
    expect(openSecret(sealed, key, "user_totp:7")).toBe("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    expect(openSecret(sealed, key, "user_totp:8")).toBeNull();
    expect(openSecret(sealed, deriveKey(master, "other"), "user_totp:7")).toBeNull();
    const tampered = sealed.slice(0, -2) + (sealed.endsWith("AA") ? "BB" : "AA");
    expect(openSecret(tampered, key, "user_totp:7")).toBeNull();
    expect(openSecret("garbage", key, "user_totp:7")).toBeNull();
  });

  it("seals the same secret differently each time", () => {
    expect(sealSecret("S", key, "c")).not.toBe(sealSecret("S", key, "c"));
  });
});

describe("recovery codes", () => {
  it("are 10 distinct codes of 16 unambiguous characters", () => {
    const codes = generateRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) {
      expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
      expect(looksLikeRecoveryCode(code)).toBe(true);
    }
  });

  it("hash the same whatever the case, spaces and dashes", () => {
    const [code] = generateRecoveryCodes(1);
    const typed = ` ${code!.toLowerCase().replace(/-/g, " ")} `;
    expect(normaliseRecoveryCode(typed)).toBe(code!.replace(/-/g, ""));
    expect(hashRecoveryCode(typed)).toBe(hashRecoveryCode(code!));
    expect(hashRecoveryCode(code!)).toMatch(/^[0-9a-f]{64}$/);
    expect(looksLikeRecoveryCode("123456")).toBe(false);
  });
});

describe("TOTP codes", () => {
  const secret = newTotpSecret();
  const now = new Date();
  const at = (offsetSeconds: number) => generate({ secret, epoch: Math.floor(now.getTime() / 1000) + offsetSeconds });
  const step = Math.floor(now.getTime() / 30_000);

  it("accept the current step and one step either side, nothing further", async () => {
    expect(await acceptedTimeStep(secret, await at(0), { now })).toBe(step);
    expect(await acceptedTimeStep(secret, await at(-30), { now })).toBe(step - 1);
    expect(await acceptedTimeStep(secret, await at(30), { now })).toBe(step + 1);
    expect(await acceptedTimeStep(secret, await at(-90), { now })).toBeNull();
    expect(await acceptedTimeStep(secret, await at(90), { now })).toBeNull();
  });

  it("refuse a step at or before the last one used, and malformed codes", async () => {
    expect(await acceptedTimeStep(secret, await at(0), { now, afterTimeStep: step })).toBeNull();
    expect(await acceptedTimeStep(secret, await at(30), { now, afterTimeStep: step })).toBe(step + 1);
    // A last step ahead of this clock (clock moved back) refuses rather than throws.
    expect(await acceptedTimeStep(secret, await at(0), { now, afterTimeStep: step + 10 })).toBeNull();
    for (const bad of ["", "12345", "1234567", "12a456", " 123456"])
      expect(await acceptedTimeStep(secret, bad, { now })).toBeNull();
  });

  it("build an otpauth URI for authenticator apps", () => {
    const uri = new URL(otpauthUri(secret, "ayse@liman.test"));
    expect(uri.href.startsWith("otpauth://totp/")).toBe(true);
    expect(uri.searchParams.get("secret")).toBe(secret);
    expect(uri.searchParams.get("issuer")).toBe("Liman");
  });
});

describe("login challenges", () => {
  const user = { id: 42, email: "Ayse@Liman.test", sessionVersion: 3 };

  it("carry the user for their own purpose only, until they expire", async () => {
    const now = new Date();
    const token = await signChallenge(master, "totp", user, now);
    expect(await verifyChallenge(master, "totp", token, now)).toEqual({
      userId: 42,
      account: "ayse@liman.test",
      sessionVersion: 3,
    });
    expect(await verifyChallenge(master, "enrol", token, now)).toBeNull();
    expect(await verifyChallenge(new TextEncoder().encode("x".repeat(40)), "totp", token, now)).toBeNull();
    expect(await verifyChallenge(master, "totp", token, new Date(now.getTime() + 6 * 60_000))).toBeNull();
    const enrol = await signChallenge(master, "enrol", user, now);
    expect(await verifyChallenge(master, "enrol", enrol, new Date(now.getTime() + 10 * 60_000))).not.toBeNull();
  });
});
