/** Placeholder until this admin screen is built. */
export default function BookingsPage() {
  return null
}
