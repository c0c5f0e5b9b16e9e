/** Ends a recording by itself: after a pause once the devotee has spoken, or when nothing is
 * heard at all, measured on the microphone's level. */

export const SPEECH_LEVEL = 0.02 // RMS of [-1, 1] samples: above this, someone is talking
export const PAUSE_MS = 1500
export const NOTHING_HEARD_MS = 8000
const POLL_MS = 100

type Context = typeof AudioContext

/** Calls `onSilence` once; returns the cleanup. Without Web Audio it never fires (the caller's
 * time limit and the second press still end the recording). */
export function watchSilence(stream: MediaStream, onSilence: () => void): () => void {
  const Ctx: Context | undefined = window.AudioContext ?? (window as unknown as { webkitAudioContext?: Context }).webkitAudioContext
  if (!Ctx) return () => undefined
  let context: AudioContext
  try {
    context = new Ctx()
  } catch {
    return () => undefined
  }
  const analyser = context.createAnalyser()
  analyser.fftSize = 2048
  context.createMediaStreamSource(stream).connect(analyser)
  const samples = new Float32Array(analyser.fftSize)
  const started = performance.now()
  let heard = false
  let quietSince = started
  let fired = false

  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(samples)
    let sum = 0
    for (const sample of samples) sum += sample * sample
    const level = Math.sqrt(sum / samples.length)
    const now = performance.now()
    if (level > SPEECH_LEVEL) {
      heard = true
      quietSince = now
      return
    }
    const done = heard ? now - quietSince > PAUSE_MS : now - started > NOTHING_HEARD_MS
    if (done && !fired) {
      fired = true
      onSilence()
    }
  }, POLL_MS)

  return () => {
    clearInterval(timer)
    void context.close().catch(() => undefined)
  }
}
