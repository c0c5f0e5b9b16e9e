/** The spiritual assistant: text and voice conversation over the assistant socket, the
 * birth-detail panel, Kundli charts, and navigation to the screen a reply asks for. Mounted
 * once and kept mounted, so the conversation and the draft survive closing it. */
import { useCallback, useEffect, useId } from 'react'
import { useDraft } from '../../lib/useDraft'
import { visibleProgress } from './conversation'
import { useAssistantSocket } from './hooks/useAssistantSocket'
import { useConversation } from './hooks/useConversation'
import { useNavigateOnReply } from './hooks/useNavigateOnReply'
import { useSpeaker } from './hooks/useSpeaker'
import { useMuted, useSpokenReplies } from './hooks/useSpokenReplies'
import { useVoiceInput } from './hooks/useVoiceInput'
import { AssistantDialog } from './components/AssistantDialog'
import { AssistantHeader } from './components/AssistantHeader'
import { BirthPanel } from './components/BirthPanel'
import { Composer } from './components/Composer'
import { MessageList } from './components/MessageList'
import { ServiceBar } from './components/ServiceBar'

interface Props {
  open: boolean
  onClose: () => void
}

export default function AssistantModal({ open, onClose }: Props) {
  const titleId = useId()
  const { socket, connection } = useAssistantSocket()
  const { state, send, selectService, navigated } = useConversation(socket)
  const [draft, updateDraft, clearDraft] = useDraft('assistant-message', { text: '' })
  const [muted, toggleMute] = useMuted()
  const speaker = useSpeaker(socket)
  const voice = useVoiceInput(socket, { onHeard: send, onStart: speaker.stop })

  useNavigateOnReply(state.navigate, open, onClose, navigated)
  useSpokenReplies(state.lastReply, open && !muted && voice.status === 'idle', speaker.speak)
  // Closing the assistant silences it and releases the microphone.
  const { stop } = speaker
  const { stop: stopListening } = voice
  useEffect(() => {
    if (open) return
    stop()
    stopListening()
  }, [open, stop, stopListening])

  const busy = state.awaiting || state.typing || voice.status === 'transcribing'
  const progress = visibleProgress(state)
  const submit = useCallback(() => {
    if (send(draft.text)) clearDraft()
  }, [send, draft.text, clearDraft])
  const onToggleMute = () => {
    if (!muted) stop()
    toggleMute()
  }

  return (
    <AssistantDialog open={open} titleId={titleId} onClose={onClose}>
      <AssistantHeader titleId={titleId} muted={muted} onToggleMute={onToggleMute} onClose={onClose} />
      <ServiceBar services={state.services} serviceId={state.serviceId} connection={connection} onSelect={selectService} />
      {progress && <BirthPanel progress={progress} />}
      <MessageList items={state.items} typing={state.typing} />
      <Composer draft={draft.text} onDraft={(text) => updateDraft({ text })} onSend={submit} busy={busy} voice={voice.status} problem={voice.problem} onMicrophone={voice.toggle} />
    </AssistantDialog>
  )
}
