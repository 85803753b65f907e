import { describe, expect, it, vi } from "vitest";
import { describeError, log, redact } from "@/server/log";

describe("redact", () => {
  it("masks e-mails, phones, IBANs, passport numbers and query parameters", () => {
    const text = [
      "to Elif.Sahin@example.com and ayşe.yılmaz@örnek.com.tr",
      "phone +90 532 111 22 33, 0532-111-2233, (0212) 555 44 33, tc 12345678901",
      "iban TR33 0006 1005 1978 6457 8413 26 and TR330006100519786457841326",
      "passport U12345678",
      'Failed query: insert into "reservations" ("customer_name") values ($1)\nparams: Elif Şahin,secret',
    ].join("\n");
    const out = redact(text);
    for (const secret of [
      "Elif.Sahin@example.com",
      "ayşe.yılmaz@örnek.com.tr",
      "532 111 22 33",
      "0532-111-2233",
      "555 44 33",
      "12345678901",
      "TR33 0006",
      "TR330006100519786457841326",
      "U12345678",
      "Elif Şahin",
      "secret",
    ]) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain("[e-posta]");
    expect(out).toContain("[telefon]");
    expect(out).toContain("[IBAN]");
    expect(out).toContain("[belge-no]");
    expect(out).toContain("params: [gizlendi]");
  });

  it("leaves ordinary operator text alone", () => {
    const line = "Liman is serving http://localhost:3000 (database: pglite); boat 42 synced in 120 ms";
    expect(redact(line)).toBe(line);
  });
});

describe("describeError", () => {
  it("prints a database error's class, SQLSTATE and constraint, never the failed SQL or its parameters", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
      code: "23505",
      constraint: "users_email_unique",
      detail: "Key (email)=(can.demir@example.com) already exists.",
    });
    const wrapped = Object.assign(
      new Error('Failed query: insert into "users" ("email") values ($1)\nparams: can.demir@example.com'),
      { name: "DrizzleQueryError", cause },
    );
    const text = describeError(wrapped);
    expect(text).toContain("DrizzleQueryError SQLSTATE 23505 constraint users_email_unique");
    expect(text).toContain("duplicate key value");
    expect(text).not.toContain("can.demir@example.com");
    expect(text).not.toContain("insert into");
  });

  it("redacts the message of other errors and keeps their stack frames", () => {
    const text = describeError(new TypeError("cannot mail ali@example.com"));
    expect(text).toMatch(/^TypeError: cannot mail \[e-posta\]/);
    expect(text).toContain("    at ");
    expect(text).not.toContain("ali@example.com");
  });
});

describe("log", () => {
  it("writes through console, redacted", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    log.warn("[api] could not notify veli@example.com", new Error("SMTP refused veli@example.com"));
    const calls = [...warn.mock.calls];
    warn.mockRestore();
    expect(calls).toHaveLength(1);
    const printed = String(calls[0]?.[0]);
    expect(printed).toContain("[api] could not notify [e-posta]");
    expect(printed).not.toContain("veli@example.com");
  });
});
