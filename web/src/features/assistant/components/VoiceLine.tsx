/** What the microphone is doing, or why it could not (the spec's speech error texts). */
import { useT } from '../../../i18n/context'
import type { VoiceProblem, VoiceStatus } from '../hooks/useVoiceInput'
import styles from './Composer.module.css'

export function VoiceLine({ status, problem }: { status: VoiceStatus; problem: VoiceProblem | null }) {
  const t = useT()
  if (status === 'listening' || status === 'transcribing') {
    return (
      <p className={styles.voice} role="status">
        <span className={styles.pulse} aria-hidden="true" />
        {status === 'listening' ? t('assistant.listening') : t('assistant.transcribing')}
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
