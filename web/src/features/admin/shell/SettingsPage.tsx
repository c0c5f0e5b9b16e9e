/** Placeholder until this admin screen is built. */
export default function SettingsPage() {
  return null
}
