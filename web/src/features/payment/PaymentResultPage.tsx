/** Placeholder until this screen is built. */
export default function PaymentResultPage() {
  return null
}
