/** Placeholder until this screen is built. */
export default function PolicyPage() {
  return null
}
