/** Placeholder until this admin screen is built. */
export default function ServicesPage() {
  return null
}
