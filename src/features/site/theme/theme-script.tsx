import { cspNonce } from "@/server/http/csp-nonce";
import { THEME_STORAGE_KEY } from "./theme-key";

/**
 * Runs while the HTML is parsed, before the first paint: applies the stored theme (or the system's when none is
 * stored), so a dark-mode visitor never sees a light flash. Carries the response's CSP nonce.
 */
const script = `(function(){try{var t=localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)});if(t!=="dark"&&t!=="light"){t=window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}var d=document.documentElement;if(t==="dark"){d.classList.add("dark")}else{d.classList.remove("dark")}d.style.colorScheme=t}catch(e){}})();`;

export async function ThemeScript() {
  const nonce = await cspNonce();
  // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, no user input
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
