import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the server's HTML and until React has hydrated the component, true after. The site's JavaScript comes
 * after the first paint (decision 0039): a form whose submit button waits for it cannot be sent natively before, as
 * a GET that would put what was typed (a name, an e-mail address, a message) into the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
