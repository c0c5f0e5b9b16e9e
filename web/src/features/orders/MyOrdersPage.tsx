/** Placeholder until this screen is built. */
export default function MyOrdersPage() {
  return null
}
