/** Placeholder until this admin screen is built. */
export default function PriestsPage() {
  return null
}
