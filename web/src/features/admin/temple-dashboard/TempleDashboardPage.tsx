/** Placeholder until this admin screen is built. */
export default function TempleDashboardPage() {
  return null
}
