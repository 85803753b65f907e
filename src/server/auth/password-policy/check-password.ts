import "server-only";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";
import { foldTurkish, turkishWordList } from "./turkish-words";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./limits";
import type { Locale } from "@/i18n/locales";
import { errorText } from "@/shared/messages/error-text";
import { type MessageRef, msg } from "@/shared/messages/message-ref";

/** zxcvbn's "safely unguessable" (about 10^8 guesses and up): what an online attacker cannot reach. */
export const PASSWORD_MIN_SCORE = 3;

/** Who the password is for: their e-mail and names must not make it up. */
export type PasswordOwner = { email?: string | null; names?: (string | null | undefined)[] };

let factory: ZxcvbnFactory | undefined;
/** Built on first use: the dictionaries take a few hundred milliseconds to rank. */
function estimator(): ZxcvbnFactory {
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary, liman: turkishWordList() },
    graphs: common.adjacencyGraphs,
    // No translations: zxcvbn's feedback is its own keys (`straightRow`, `l33t`), which the catalogue's
    // passwords.too_weak chooses the words for.
  });
  return factory;
}

function ownerWords(owner: PasswordOwner): string[] {
  const email = owner.email?.trim().toLowerCase() ?? "";
  const [local = "", domain = ""] = email.split("@");
  const words = [email, local, ...local.split(/[._+-]+/), ...domain.split("."), ...(owner.names ?? [])];
  return [...new Set(words.filter((w): w is string => Boolean(w && w.length >= 3)).map(foldTurkish))];
}

/**
 * The one password policy (every place a password is set uses it): at least 12 characters, not containing
 * the owner's e-mail or its local part, and scored ≥ 3 by zxcvbn with its common and English dictionaries
 * plus our Turkish words. The check runs on the password as typed, on its folded form (Turkish lower case, no
 * diacritics: "İSTANBUL" and "Göcek" are found like "istanbul" and "gocek") and on the folded form without
 * separators; the weakest result counts. Answers null when the password is acceptable, otherwise the reason as
 * a message of the error catalogues (decision 0040): zxcvbn's warning and suggestion go in as their keys.
 */
export function passwordProblemRef(password: string, owner: PasswordOwner = {}): MessageRef | null {
  if (password.length < PASSWORD_MIN_LENGTH) return msg("passwords.too_short", { minimum: PASSWORD_MIN_LENGTH });
  if (password.length > PASSWORD_MAX_LENGTH) return msg("passwords.too_long", { maximum: PASSWORD_MAX_LENGTH });
  const folded = foldTurkish(password);
  const email = owner.email?.trim().toLowerCase() ?? "";
  const local = email.split("@")[0] ?? "";
  if (email && (folded.includes(foldTurkish(email)) || (local.length >= 3 && folded.includes(foldTurkish(local)))))
    return "passwords.has_email";

  const inputs = ownerWords(owner);
  // zxcvbn scores "liman-tekne" as random characters around one word; word lists are tried joined too.
  const joined = folded.replace(/[^\p{L}\p{N}]+/gu, "");
  const variants = [...new Set([password, folded, joined])].filter((v) => v.length > 0);
  const results = variants.map((v) => estimator().check(v, inputs));
  const weakest = results.reduce((a, b) => (b.score < a.score ? b : a));
  if (weakest.score >= PASSWORD_MIN_SCORE) return null;

  const usesOurWords = weakest.sequence.some((m) => "dictionaryName" in m && m.dictionaryName === "liman");
  const why = usesOurWords ? "ours" : weakest.feedback.warning || "none";
  const advice = weakest.feedback.suggestions[0] || "none";
  return msg("passwords.too_weak", { why, advice });
}

/** The policy's reason in words (`locale`, Turkish by default), or null when the password is acceptable. */
export function passwordProblem(password: string, owner: PasswordOwner = {}, locale: Locale = "tr"): string | null {
  const ref = passwordProblemRef(password, owner);
  return ref && (errorText(locale, ref) ?? ref);
}
