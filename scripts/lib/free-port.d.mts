/** A port nothing listens on right now, outside the ephemeral range, so a test's server never meets another one. */
export function freePort(): Promise<number>;
