"use client";
// When the root layout itself fails, this replaces the whole document (Next's own fallback says "Application
// error" and weighs more). Styled inline: the app's stylesheet belongs to the layout that failed.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, minHeight: "100dvh", display: "grid", placeItems: "center", fontFamily: "system-ui, sans-serif", color: "#0f172a" }}>
        <main style={{ maxWidth: "28rem", padding: "1rem", textAlign: "center" }}>
          <h1 style={{ fontSize: "1.5rem", fontWeight: 600 }}>Something went wrong</h1>
          <p style={{ color: "#475569" }}>The portal could not show this page. Try again, or come back in a moment.</p>
          <button type="button" onClick={reset} style={{ font: "inherit", padding: "0.5rem 1rem", borderRadius: "0.375rem", border: 0, background: "#047857", color: "#fff", cursor: "pointer" }}>
            Try again
          </button>
        </main>
      </body>
    </html>
  );
}
