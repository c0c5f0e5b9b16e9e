/** Placeholder until this admin screen is built. */
export default function TemplesAdminPage() {
  return null
}
