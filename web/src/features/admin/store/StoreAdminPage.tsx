/** Placeholder until this admin screen is built. */
export default function StoreAdminPage() {
  return null
}
