/** CHROMIUM_PATH, else Debian's Chromium binary, else its launcher script (chromium-path.mjs). */
export function chromiumPath(): string;
/** CHROMIUM_PATH, else Debian's Chromium headless shell, else chromiumPath() (chromium-path.mjs). */
export function e2eChromiumPath(): string;
