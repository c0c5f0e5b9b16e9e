/** Shown for the moment the first page's code is still on its way: the header bar, no jump. The
 * same bar as index.html's first paint (the global shell-* rules). */
export function ShellFallback() {
  return (
    <div className="shell-bar" aria-busy="true">
      <span className="shell-brand">
        <img src="/logo.svg" alt="" width={32} height={32} />
        <span className="shell-brand-text">Punya</span>
      </span>
    </div>
  )
}
