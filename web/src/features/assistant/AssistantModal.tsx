/** The spiritual assistant: text and voice conversation over the assistant socket, the
 * birth-detail panel, Kundli charts, and navigation to the screen a reply asks for. Mounted
 * once and kept mounted, so the conversation and the draft survive closing it. */
import { useCallback, useEffect, useId, useRef } from 'react'
import { PaymentDialog } from '../../components/payment/PaymentDialog'
import { useI18n } from '../../i18n/context'
import { useDraft } from '../../lib/useDraft'
import { visibleProgress } from './conversation'
import { useAssistantSocket } from './hooks/useAssistantSocket'
import { useConversation } from './hooks/useConversation'
import { TYPING_GRACE_MS, useNavigateOnReply } from './hooks/useNavigateOnReply'
import { useReplyActions } from './hooks/useReplyActions'
import { useSpeaker } from './hooks/useSpeaker'
import { useMuted, useSpokenReplies } from './hooks/useSpokenReplies'
import { useVoiceInput } from './hooks/useVoiceInput'
import { AssistantDialog } from './components/AssistantDialog'
import { AssistantHeader } from './components/AssistantHeader'
import { Composer } from './components/Composer'
import { FormPanel } from './components/FormPanel'
import { MessageList } from './components/MessageList'
import { NavigationBanner } from './components/NavigationBanner'
import { ServiceBar } from './components/ServiceBar'

interface Props {
  open: boolean
  onClose: () => void
}

export default function AssistantModal({ open, onClose }: Props) {
  const titleId = useId()
  const { socket, connection } = useAssistantSocket()
  const { language, t } = useI18n()
  const { state, send, selectService, navigated, notice } = useConversation(socket)
  const [draft, updateDraft, clearDraft] = useDraft('assistant-message', { text: '' })
  const [muted, toggleMute] = useMuted()
  const speaker = useSpeaker(socket)
  const voice = useVoiceInput(socket, { onHeard: send, onStart: speaker.stop })
  const actions = useReplyActions(socket, { send, notice, onClose })

  // The conversation follows the screen's language (the server replies in it).
  useEffect(() => socket.setLanguage(language), [socket, language])

  // Never take the devotee away while they are typing.
  const lastKey = useRef(0)
  const draftText = useRef(draft.text)
  useEffect(() => {
    draftText.current = draft.text
  }, [draft.text])
  const typing = useCallback(() => draftText.current.trim() !== '' || Date.now() - lastKey.current < TYPING_GRACE_MS, [])
  const onDraft = (text: string) => {
    lastKey.current = Date.now()
    updateDraft({ text })
  }
  const leaving = useNavigateOnReply(state.navigate, open, onClose, navigated, typing)
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
      {progress && <FormPanel progress={progress} />}
      <MessageList items={state.items} typing={state.typing} suggestions={state.suggestions} onAction={actions.act} />
      {leaving.pending && <NavigationBanner navigation={leaving.pending} held={leaving.held} onGo={leaving.go} onStay={leaving.stay} />}
      <Composer draft={draft.text} onDraft={onDraft} onSend={submit} busy={busy} voice={voice.status} problem={voice.problem} partial={voice.partial} onMicrophone={voice.toggle} />
      {actions.paying && (
        <PaymentDialog
          open
          kind={actions.paying.kind}
          amount={actions.paying.amount}
          customer={{ name: actions.paying.customerName, phone: actions.paying.customerPhone, email: actions.paying.customerEmail ?? undefined }}
          createRecord={() => Promise.resolve({ id: actions.paying!.recordId, amount: actions.paying!.amount })}
          onClose={actions.stopPaying}
          onPaid={(paid) => {
            actions.stopPaying()
            notice(t('assistant.paid', { id: paid.record.id }), 'paid')
          }}
        />
      )}
    </AssistantDialog>
  )
}
