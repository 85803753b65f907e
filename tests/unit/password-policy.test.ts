import { describe, expect, it } from "vitest";
import { passwordProblem } from "@/server/auth/password-policy/check-password";
import { foldTurkish, turkishWordList } from "@/server/auth/password-policy/turkish-words";
import { E2E_ADMIN } from "../../playwright.config";

const owner = { email: "mehmet.kaptanoglu@liman.demo", names: ["Mehmet", "Kaptanoğlu"] };

describe("password policy", () => {
  it("accepts long passwords made of unrelated words", () => {
    for (const password of ["Mor-Pelikan-Zeytin-8421", "correct horse battery staple", "Kestane-Balkon-Ufuk-58"]) {
      expect(passwordProblem(password, owner), password).toBeNull();
    }
  });

  it("refuses fewer than 12 characters, whatever they are", () => {
    expect(passwordProblem("x7#Qp!2vL9@", owner)).toBe("Şifre en az 12 karakter olmalı.");
    expect(passwordProblem("x7#Qp!2vL9@k", owner)).toBeNull();
  });

  it("refuses passwords from the common lists", () => {
    for (const password of ["password1234", "qwertyuiop12", "123456789012", "aaaaaaaaaaaa"]) {
      expect(passwordProblem(password, owner), password).toMatch(/kolay tahmin/);
    }
  });

  it("refuses Turkish words a user reaches for, with or without diacritics and in any case", () => {
    for (const password of [
      "Bodrum2024!!",
      "Şifre12345678",
      "sifre12345678",
      "Datça.Marmaris",
      "DATCA.MARMARIS",
      "Göcek.Fethiye",
      "GOCEK.FETHIYE",
      "İSTANBUL2025!",
      "Parola-12345",
      "tekne1234567",
      "Liman1234567",
      "kaptan123456",
    ]) {
      expect(passwordProblem(password, owner), password).toMatch(/Yer adları ve “şifre”/);
    }
  });

  it("refuses a password containing the e-mail or its local part", () => {
    const message = "Şifre e-posta adresini (veya @ işaretinden önceki kısmını) içeremez.";
    expect(passwordProblem("x-mehmet.kaptanoglu@liman.demo", owner)).toBe(message);
    expect(passwordProblem("Mehmet.Kaptanoglu-77", owner)).toBe(message);
    expect(passwordProblem("Mehmet.Kaptanoglu-77", { email: "someone@else.test" })).toBeNull();
  });

  it("lists each Turkish word with its folded spelling", () => {
    const words = turkishWordList();
    for (const word of ["liman", "şifre", "sifre", "göcek", "gocek", "kaş", "kas", "datça", "datca", "tekne"]) {
      expect(words).toContain(word);
    }
    expect(new Set(words).size).toBe(words.length);
    expect(foldTurkish("İSTANBUL ŞİFRE Işık")).toBe("istanbul sifre isik");
  });

  it("is met by the e2e admin's password", () => {
    expect(passwordProblem(E2E_ADMIN.password, { email: E2E_ADMIN.email })).toBeNull();
  });
});
