/** Placeholder until this screen is built. */
export default function TemplesPage() {
  return null
}
