import { useTranslations } from "next-intl";
import { formatIban } from "@/lib/iban";
import { CURRENCIES, type Currency } from "@/lib/money";
import type { PublicBank } from "@/shared/website";
import { CopyButton } from "./copy-button";

/** The catalogue key of each currency's group title. */
const GROUP_TITLES: Record<Currency, "groupTRY" | "groupEUR" | "groupUSD" | "groupGBP"> = {
  TRY: "groupTRY",
  EUR: "groupEUR",
  USD: "groupUSD",
  GBP: "groupGBP",
};
const CURRENCY_GROUPS = CURRENCIES.map((currency) => ({ currency, title: GROUP_TITLES[currency] }));

/** Active bank accounts grouped by currency, each IBAN with a copy button. */
export function BankList({ banks }: { banks: PublicBank[] }) {
  const t = useTranslations("ContentBanks");
  return (
    <div className="space-y-10">
      {CURRENCY_GROUPS.map(({ currency, title }) => {
        const group = banks.filter((b) => b.currency === currency);
        if (group.length === 0) return null;
        return (
          <section key={currency} aria-labelledby={`hesaplar-${currency}`}>
            <h2 id={`hesaplar-${currency}`} className="mb-4 text-xl font-semibold text-slate-900 dark:text-white">
              {t(title)}
            </h2>
            <ul className="grid gap-4 md:grid-cols-2">
              {group.map((bank) => (
                <li
                  key={bank.id}
                  className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
                >
                  <h3 className="text-lg font-semibold text-slate-900 dark:text-white">{bank.bank_name}</h3>
                  <dl className="mt-3 space-y-2 text-sm text-slate-700 dark:text-slate-300">
                    <div>
                      <dt className="font-medium text-slate-900 dark:text-white">{t("holder")}</dt>
                      <dd>{bank.account_holder}</dd>
                    </div>
                    {bank.branch && (
                      <div>
                        <dt className="font-medium text-slate-900 dark:text-white">{t("branch")}</dt>
                        <dd>{bank.branch}</dd>
                      </div>
                    )}
                    <div>
                      <dt className="font-medium text-slate-900 dark:text-white">{t("iban")}</dt>
                      <dd className="mt-1 flex flex-wrap items-center gap-3">
                        <code className="font-mono text-sm tracking-wide text-slate-900 sm:text-base dark:text-white">
                          {formatIban(bank.iban)}
                        </code>
                        <CopyButton
                          value={bank.iban.replace(/\s+/g, "")}
                          label={t("copyIban", { bank: bank.bank_name })}
                          done={t("copied")}
                        />
                      </dd>
                    </div>
                  </dl>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
