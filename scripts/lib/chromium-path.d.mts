/** CHROMIUM_PATH, else Debian's Chromium binary, else its launcher script (chromium-path.mjs). */
export function chromiumPath(): string;
