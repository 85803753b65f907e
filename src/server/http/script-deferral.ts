import "server-only";
import { StringDecoder } from "node:string_decoder";

/** Next's own chunks: the framework and the page's client code, content-hashed under `/_next/static/chunks/`. */
const CHUNK = /^\/_next\/static\/chunks\/[\w.~-]+\.js$/;
/** A whole external script element (its body is empty) or a link element, as React writes them. */
const ELEMENT = /<script\b([^>]*)><\/script>|<link\b([^>]*?)\/?>/g;

/**
 * The first deferred chunk carries this loader (decision 0039). It queues the chunks in document order and adds them
 * as async scripts once the document is parsed (DOMContentLoaded) and the browser has reported its first contentful
 * paint, at once for a hidden page (it never paints) or a browser without PerformanceObserver, and 3 s after
 * DOMContentLoaded whatever happened.
 *
 * The chunks hold the page's load event once added, as Next's own tags did, so hydration has run when `load` fires.
 * Until they are added, a hidden about:blank frame, opened and left unclosed, holds it (a frame's document loads once
 * closed, and a page's load waits for its frames): a fast connection often has everything in before the first paint
 * is reported, and `load` would otherwise fire with no script run.
 */
const LOADER = [
  "(function(){",
  "var queue=self.__limanChunks=[],done=false,hold=null;",
  "function load(){if(done)return;done=true;queue.forEach(function(src){",
  'var s=document.createElement("script");s.src=src;s.async=true;document.head.appendChild(s)});',
  "if(hold){hold.contentDocument.close();hold.remove()}}",
  'function holdLoad(){try{hold=document.createElement("iframe");hold.hidden=true;document.body.appendChild(hold);',
  "hold.contentDocument.open()}catch(e){hold=null}}",
  'document.addEventListener("DOMContentLoaded",function(){',
  'if(document.visibilityState!=="visible"||performance.getEntriesByName("first-contentful-paint").length)return load();',
  "holdLoad();try{new PerformanceObserver(function(list,observer){",
  'if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();setTimeout(load)}',
  '}).observe({type:"paint",buffered:true})}catch(e){load()}',
  "setTimeout(load,3000)})",
  "})();",
].join("");

/**
 * Where an element a chunk boundary may have cut begins (the text's length when none): an external script without
 * its `</script>` yet, a tag without its `>`, or a tag name begun at the very end.
 */
function unfinishedElementAt(text: string): number {
  let at = text.length;
  const script = text.lastIndexOf("<script");
  if (script !== -1) {
    const close = text.indexOf(">", script);
    const external = close !== -1 && /\bsrc=/.test(text.slice(script, close));
    if (close === -1 || (external && !text.includes("</script>", close))) at = script;
  }
  const link = text.lastIndexOf("<link");
  if (link !== -1 && !text.includes(">", link)) at = Math.min(at, link);
  const lastOpen = text.lastIndexOf("<");
  const tail = text.slice(lastOpen);
  if (lastOpen !== -1 && ("<script".startsWith(tail) || "<link".startsWith(tail))) at = Math.min(at, lastOpen);
  return at;
}

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`, "i").exec(attributes)?.[1];
}

/**
 * Rewrites a page's HTML as it streams so that Next's JavaScript chunks are fetched once the document is parsed,
 * not at its start (decision 0039). Next writes them as `<script src async>` in the head, with a low-priority
 * preload for its entry: a phone on a weak connection then shares the bandwidth between ~135 KB of framework code
 * and the page's first picture, and a fast connection runs the framework before the first paint. Each chunk's
 * `<script src async>` becomes an inline script (with the page's nonce) that queues it, and the preloads go.
 *
 * Feed it the response body chunk by chunk (`push`), then `end()`: an element cut by a chunk boundary is held back
 * until it is whole.
 */
export class ScriptDeferral {
  private readonly decoder = new StringDecoder("utf8");
  private held = "";
  private loaderWritten = false;

  push(chunk: Buffer | string): string {
    const text = this.held + (typeof chunk === "string" ? chunk : this.decoder.write(chunk));
    const cut = unfinishedElementAt(text);
    this.held = text.slice(cut);
    return this.rewrite(text.slice(0, cut));
  }

  end(): string {
    const rest = this.held + this.decoder.end();
    this.held = "";
    return this.rewrite(rest);
  }

  private rewrite(html: string): string {
    return html.replace(ELEMENT, (element, scriptAttributes?: string, linkAttributes?: string) => {
      if (linkAttributes !== undefined) {
        const preloadsChunk =
          attribute(linkAttributes, "rel") === "preload" &&
          attribute(linkAttributes, "as") === "script" &&
          CHUNK.test(attribute(linkAttributes, "href") ?? "");
        return preloadsChunk ? "" : element;
      }
      const attributes = scriptAttributes ?? "";
      const src = attribute(attributes, "src");
      if (!src || !CHUNK.test(src) || !/\basync(="")?(\s|$)/.test(attributes) || /\bnomodule\b/i.test(attributes)) {
        return element;
      }
      const nonce = attribute(attributes, "nonce");
      const loader = this.loaderWritten ? "" : LOADER;
      this.loaderWritten = true;
      return `<script${nonce ? ` nonce="${nonce}"` : ""}>${loader}self.__limanChunks.push(${JSON.stringify(src)})</script>`;
    });
  }
}
