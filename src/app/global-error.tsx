"use client";

/** The last resort when even the root layout fails: a plain Turkish page (it replaces the whole document). */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="tr">
      <body style={{ fontFamily: "system-ui, sans-serif", textAlign: "center", padding: "5rem 1rem" }}>
        <h1>Şu anda hizmet veremiyoruz</h1>
        <p>Sistemimizde geçici bir sorun var. Birkaç saniye sonra yeniden deneyin.</p>
        <button type="button" onClick={() => reset()}>
          Yeniden dene
        </button>
      </body>
    </html>
  );
}
