/** The message input with the microphone and send buttons, and the voice state above them. */
import type { FormEvent } from 'react'
import { useT } from '../../../i18n/context'
import { MicIcon, SendIcon } from '../../../components/icons'
import type { VoiceProblem, VoiceStatus } from '../hooks/useVoiceInput'
import { maxMessageChars } from '../hooks/useConversation'
import { StopIcon } from './voiceIcons'
import { VoiceLine } from './VoiceLine'
import styles from './Composer.module.css'

interface Props {
  draft: string
  onDraft: (text: string) => void
  onSend: () => void
  busy: boolean
  voice: VoiceStatus
  problem: VoiceProblem | null
  /** What the server has heard so far of the devotee's speech. */
  partial?: string
  onMicrophone: () => void
}

export function Composer({ draft, onDraft, onSend, busy, voice, problem, partial, onMicrophone }: Props) {
  const t = useT()
  const listening = voice === 'listening'
  const canSend = !busy && draft.trim().length > 0
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (canSend) onSend()
  }
  return (
    <div className={styles.composer}>
      <VoiceLine status={voice} problem={problem} partial={partial} />
      <form className={styles.form} onSubmit={submit}>
        <input
          className={styles.input}
          type="text"
          value={draft}
          onChange={(event) => onDraft(event.target.value)}
          placeholder={t('assistant.placeholder')}
          aria-label={t('assistant.messageLabel')}
          maxLength={maxMessageChars()}
          enterKeyHint="send"
          autoComplete="off"
          data-autofocus
        />
        <button
          type="button"
          className={`${styles.mic} ${listening ? styles.listening : ''}`}
          aria-label={t('assistant.microphone')}
          aria-pressed={listening}
          title={listening ? t('assistant.stopListening') : t('assistant.startListening')}
          onClick={onMicrophone}
          disabled={voice === 'transcribing'}
        >
          {listening ? <StopIcon /> : <MicIcon size={22} />}
        </button>
        <button type="submit" className={styles.send} aria-label={t('assistant.send')} disabled={!canSend}>
          <SendIcon size={20} />
        </button>
      </form>
    </div>
  )
}
