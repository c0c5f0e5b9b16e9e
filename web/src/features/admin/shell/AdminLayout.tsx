/** Placeholder until this admin screen is built. */
export default function AdminLayout() {
  return null
}
