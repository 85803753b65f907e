import "server-only";
import type { Config } from "../../config";
import { ConfigError } from "../../config";
import type { CardPaymentProvider, CardProviderName } from "./card-provider";
import { createPaytrProvider } from "./paytr/paytr-provider";

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
      // TODO(issue 29, merge): return createIyzicoProvider(config) from src/server/payments/card/iyzico/index.ts,
      // written on the iyzico branch; until it is merged this build cannot take iyzico payments.
      throw new ConfigError(
        "PAYMENTS_PROVIDER=iyzico: this build has no iyzico adapter yet (src/server/payments/card/iyzico/index.ts)",
      );
  }
}

/** The provider guests pay through (PAYMENTS_PROVIDER); undefined: bank transfer only. */
export function cardProvider(config: Config): CardPaymentProvider | undefined {
  return config.paymentsProvider ? cardProviderNamed(config, config.paymentsProvider) : undefined;
}
