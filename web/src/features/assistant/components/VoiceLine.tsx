/** What the microphone is doing, or why it could not: in plain words that say what to do, never
 * the browser's error code. */
import { useT, type MessageKey } from '../../../i18n/context'
import type { VoiceProblem, VoiceStatus } from '../hooks/useVoiceInput'
import styles from './Composer.module.css'

interface Props {
  status: VoiceStatus
  problem: VoiceProblem | null
  /** What the server has heard so far, while the devotee speaks. */
  partial?: string
}

export function VoiceLine({ status, problem, partial = '' }: Props) {
  const t = useT()
  if (status === 'listening' || status === 'transcribing') {
    return (
      <p className={styles.voice} role="status">
        <span className={styles.pulse} aria-hidden="true" />
        {status === 'listening' ? t('assistant.listening') : t('assistant.transcribing')}
        {partial && <q className={styles.partial}>{latestWords(partial)}</q>}
      </p>
    )
  }
  if (!problem) return null
  const text =
    problem.kind === 'unsupported'
      ? t('assistant.speechUnsupported')
      : problem.kind === 'recognition'
        ? t(speechProblemKey(problem.code))
        : problem.kind === 'unheard'
          ? t('assistant.voiceError')
          : problem.message
  return (
    <p className={`${styles.voice} ${styles.problem}`} role="alert">
      {text}
    </p>
  )
}

/** A Web Speech (or microphone) error code as a message that tells the devotee what to do. */
export function speechProblemKey(code: string): MessageKey {
  switch (code) {
    case 'not-allowed': // the devotee (or the browser) blocked the microphone for this site
      return 'assistant.micBlocked'
    case 'audio-capture': // no microphone, or another app holds it
      return 'assistant.micUnavailable'
    case 'network':
      return 'assistant.voiceOffline'
    case 'no-speech':
      return 'assistant.voiceError'
    case 'service-not-allowed':
    case 'language-not-supported':
      return 'assistant.speechUnsupported'
    default:
      return 'assistant.voiceFailed'
  }
}

const SHOWN_CHARS = 60

/** The end of what was heard, from a word's start: the newest words are the ones to see. */
export function latestWords(text: string): string {
  if (text.length <= SHOWN_CHARS) return text
  const tail = text.slice(-SHOWN_CHARS)
  const space = tail.indexOf(' ')
  return '…' + (space >= 0 ? tail.slice(space + 1) : tail)
}
