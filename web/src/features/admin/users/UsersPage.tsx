/** Placeholder until this admin screen is built. */
export default function UsersPage() {
  return null
}
