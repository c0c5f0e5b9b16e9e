/** What the microphone is doing, or why it could not (the spec's speech error texts). */
import { useT } from '../../../i18n/context'
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
        ? t('assistant.speechError', { code: problem.code })
        : problem.kind === 'unheard'
          ? t('assistant.voiceError')
          : problem.message
  return (
    <p className={`${styles.voice} ${styles.problem}`} role="alert">
      {text}
    </p>
  )
}

const SHOWN_CHARS = 60

/** The end of what was heard, from a word's start: the newest words are the ones to see. */
export function latestWords(text: string): string {
  if (text.length <= SHOWN_CHARS) return text
  const tail = text.slice(-SHOWN_CHARS)
  const space = tail.indexOf(' ')
  return '…' + (space >= 0 ? tail.slice(space + 1) : tail)
}
