/** Placeholder until this admin screen is built. */
export default function DashboardPage() {
  return null
}
