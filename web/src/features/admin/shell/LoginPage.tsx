/** Placeholder until this admin screen is built. */
export default function LoginPage() {
  return null
}
