/** Placeholder until the assistant is built. */
export default function AssistantModal(_props: { open: boolean; onClose: () => void }) {
  void _props
  return null
}
