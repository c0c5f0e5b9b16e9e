/** Shown for the moment the first page's code is still on its way: the header bar, no jump. */
import headerStyles from './Header.module.css'

export function ShellFallback() {
  return (
    <div className={headerStyles.header} aria-busy="true">
      <span className={headerStyles.brand}>
        <img src="/logo.svg" alt="" width={32} height={32} />
        <span className={headerStyles.brandText}>Punya</span>
      </span>
    </div>
  )
}
