import "server-only";
import type { Config } from "../../config";
import type { CardPaymentProvider, CardProviderName } from "./card-provider";
import { createIyzicoProvider } from "./iyzico";
import { createPaytrProvider } from "./paytr/paytr-provider";

const iyzicoAdapters = new WeakMap<object, CardPaymentProvider>();

/**
 * The adapter of one provider, when its credentials are configured (an attempt started under a provider is
 * inquired and refunded through it even after PAYMENTS_PROVIDER changed); undefined otherwise.
 */
export function cardProviderNamed(config: Config, name: CardProviderName): CardPaymentProvider | undefined {
  switch (name) {
    case "paytr":
      return config.paytr ? createPaytrProvider(config.paytr) : undefined;
    case "iyzico":
      if (!config.iyzico) return undefined;
      // iyzipay loads all its resource modules when a client is made (~350 ms): one adapter per configuration.
      iyzicoAdapters.set(config.iyzico, iyzicoAdapters.get(config.iyzico) ?? createIyzicoProvider(config.iyzico));
      return iyzicoAdapters.get(config.iyzico);
  }
}

/** The provider guests pay through (PAYMENTS_PROVIDER); undefined: bank transfer only. */
export function cardProvider(config: Config): CardPaymentProvider | undefined {
  return config.paymentsProvider ? cardProviderNamed(config, config.paymentsProvider) : undefined;
}
