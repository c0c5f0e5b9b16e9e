/** Placeholder until this screen is built. */
export default function ProfilePage() {
  return null
}
