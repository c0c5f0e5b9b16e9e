/** Placeholder until this screen is built. */
export default function StorePage() {
  return null
}
