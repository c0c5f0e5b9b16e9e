/** Placeholder until this admin screen is built. */
export default function AiConfigPage() {
  return null
}
