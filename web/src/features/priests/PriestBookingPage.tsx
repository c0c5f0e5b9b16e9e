/** Placeholder until this screen is built. */
export default function PriestBookingPage() {
  return null
}
