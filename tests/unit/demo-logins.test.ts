import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  type DemoLogin,
  formatDemoLogins,
  generateDemoPassword,
  readDemoLogins,
  writeDemoLogins,
} from "@/server/bootstrap/demo-logins";

describe("demo logins file", () => {
  it("keeps every account with its own password and reads them back", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "liman-demo-"));
    const logins: DemoLogin[] = [
      { role: "ADMIN", email: "admin@liman.demo", password: generateDemoPassword() },
      { role: "OWNER", email: "ayse.demir@liman.demo", password: generateDemoPassword() },
    ];
    writeDemoLogins(dir, logins);
    expect(readDemoLogins(dir)).toEqual(logins);
    const printed = formatDemoLogins(logins);
    for (const login of logins)
      expect(printed).toMatch(new RegExp(`${login.role}\\s+${login.email}\\s+${login.password}`));
  });

  it("generates distinct 16-character passwords", () => {
    const passwords = Array.from({ length: 50 }, generateDemoPassword);
    expect(new Set(passwords).size).toBe(50);
    for (const p of passwords) expect(p).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  it("reads the older two-line file as the admin's login, and nothing when there is no file", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "liman-demo-"));
    expect(readDemoLogins(dir)).toEqual([]);
    writeFileSync(path.join(dir, "demo-login.txt"), "admin@liman.demo\nabcDEF123456\n");
    expect(readDemoLogins(dir)).toEqual([{ role: "ADMIN", email: "admin@liman.demo", password: "abcDEF123456" }]);
  });
});
