/** Placeholder until this screen is built. */
export default function AstrologyPage() {
  return null
}
