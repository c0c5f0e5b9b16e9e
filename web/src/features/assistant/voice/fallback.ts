/** Which way the devotee's voice reaches the assistant: the browser's own speech recognition
 * where it works, otherwise a recording streamed to the server to transcribe. */
import type { AudioFormat } from '../../../lib/assistantProtocol'

export type VoicePath = 'recognition' | 'recorder' | 'none'

/** Recognition errors that mean "this browser cannot do it here" (no system microphone for the
 * recogniser, its cloud unreachable, no language pack): recording will work where these fail. */
export const RECORDER_CODES = new Set(['network', 'audio-capture', 'service-not-allowed', 'language-not-supported'])

const FALLBACK_KEY = 'punya.assistant.voiceFallback'

export function chooseVoicePath(options: { recognition: boolean; recorder: boolean; rememberedFallback: boolean }): VoicePath {
  if (options.recognition && !options.rememberedFallback) return 'recognition'
  if (options.recorder) return 'recorder'
  return options.recognition ? 'recognition' : 'none'
}

export function needsRecorder(code: string): boolean {
  return RECORDER_CODES.has(code)
}

/** What MediaRecorder can make here that the server decodes, best first. */
const RECORDINGS: { mime: string; format: AudioFormat }[] = [
  { mime: 'audio/webm;codecs=opus', format: 'webm' },
  { mime: 'audio/ogg;codecs=opus', format: 'ogg' },
  { mime: 'audio/webm', format: 'webm' },
  { mime: 'audio/ogg', format: 'ogg' },
  { mime: 'audio/mp4', format: 'mp4' },
]

export function recordingFormat(isTypeSupported: (mime: string) => boolean): { mime: string; format: AudioFormat } | null {
  return RECORDINGS.find((candidate) => isTypeSupported(candidate.mime)) ?? null
}

export function browserCanRecord(): boolean {
  const recorder: typeof MediaRecorder | undefined = typeof window !== 'undefined' ? window.MediaRecorder : undefined
  const media: Partial<MediaDevices> | undefined = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined
  return Boolean(typeof media?.getUserMedia === 'function' && recorder && recordingFormat((mime) => recorder.isTypeSupported(mime)))
}

/** The choice is kept for the browser session: once recognition has failed here, it will again. */
export function rememberFallback(): void {
  try {
    sessionStorage.setItem(FALLBACK_KEY, '1')
  } catch {
    // Storage disabled: the fallback is found again on the next press.
  }
}

export function rememberedFallback(): boolean {
  try {
    return sessionStorage.getItem(FALLBACK_KEY) === '1'
  } catch {
    return false
  }
}
