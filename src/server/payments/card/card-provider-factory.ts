import "server-only";
import type { Config } from "../../config";
import type { CardHoldProvider, CardPaymentProvider, CardProviderName } from "./card-provider";
import { createIyzicoProvider } from "./iyzico";
import { createIyzicoClient, type IyzicoClient } from "./iyzico/client";
import { createIyzicoHoldProvider } from "./iyzico/pre-auth";
import { createPaytrProvider } from "./paytr/paytr-provider";

// iyzipay loads all its resource modules when a client is made (~350 ms): one client and adapter per configuration.
const iyzicoClients = new WeakMap<object, IyzicoClient>();
const iyzicoAdapters = new WeakMap<object, CardPaymentProvider>();
const iyzicoHolds = new WeakMap<object, CardHoldProvider>();

function iyzicoClient(options: NonNullable<Config["iyzico"]>): IyzicoClient {
  iyzicoClients.set(options, iyzicoClients.get(options) ?? createIyzicoClient(options));
  return iyzicoClients.get(options) as IyzicoClient;
}

/**
 * The adapter of one provider, when its credentials are configured (an attempt started under a provider is
 * inquired and refunded through it even after PAYMENTS_PROVIDER changed); undefined otherwise.
 */
export function cardProviderNamed(config: Config, name: CardProviderName): CardPaymentProvider | undefined {
  switch (name) {
    case "paytr":
      return config.paytr ? createPaytrProvider(config.paytr) : undefined;
    case "iyzico": {
      const options = config.iyzico;
      if (!options) return undefined;
      iyzicoAdapters.set(options, iyzicoAdapters.get(options) ?? createIyzicoProvider(options, iyzicoClient(options)));
      return iyzicoAdapters.get(options);
    }
  }
}

/** The provider guests pay through (PAYMENTS_PROVIDER); undefined: bank transfer only. */
export function cardProvider(config: Config): CardPaymentProvider | undefined {
  return config.paymentsProvider ? cardProviderNamed(config, config.paymentsProvider) : undefined;
}

/**
 * The provider that holds a damage deposit on a card: iyzico whenever its keys are configured (PayTR has no
 * pre-authorisation); undefined otherwise.
 */
export function cardHoldProvider(config: Config): CardHoldProvider | undefined {
  const options = config.iyzico;
  if (!options) return undefined;
  iyzicoHolds.set(
    options,
    iyzicoHolds.get(options) ?? createIyzicoHoldProvider(options.secretKey, iyzicoClient(options)),
  );
  return iyzicoHolds.get(options);
}
