/** Voice out with the browser's speechSynthesis: the spec's settings and voice preference. */

/** Spec section 9: how replies are spoken. */
export const SPEECH = { rate: 0.85, pitch: 1.1, volume: 0.8, lang: 'en-IN' } as const
export const VOICE_RETRY_MS = 100
export const VOICE_RETRY_ATTEMPTS = 10

type VoiceLike = Pick<SpeechSynthesisVoice, 'name' | 'lang'>

// Browsers rarely say a voice's gender; its name usually does (Google, Microsoft, Apple voices).
const FEMALE = /female|woman|\b(veena|heera|raveena|neerja|lekha|kalpana|swara|aditi|priya|kajal|ananya|zira|susan|hazel|samantha|karen|moira|tessa|fiona|victoria|catherine|serena|allison|ava|kate|linda|aria|jenny|sonia|libby|natasha)\b/i

export const isIndian = (voice: VoiceLike): boolean => /^(en|hi)[-_]IN$/i.test(voice.lang) || /india|hindi/i.test(voice.name)
export const isFemale = (voice: VoiceLike): boolean => FEMALE.test(voice.name)

/** Indian female, then any female voice, then an Indian voice; none: the browser's default. */
export function pickVoice<V extends VoiceLike>(voices: readonly V[]): V | null {
  const female = voices.filter(isFemale)
  return female.find(isIndian) ?? female[0] ?? voices.find(isIndian) ?? null
}

/** The voices, waiting for them to load (Chrome fills the list late): every 100 ms for a
 * while, or at once on voiceschanged. An empty list at the end means the browser has none. */
export function loadVoices(synth: SpeechSynthesis, attempts = VOICE_RETRY_ATTEMPTS): Promise<SpeechSynthesisVoice[]> {
  return new Promise((resolve) => {
    let tries = 0
    let timer: ReturnType<typeof setTimeout> | undefined
    const finish = (voices: SpeechSynthesisVoice[]) => {
      clearTimeout(timer)
      synth.removeEventListener?.('voiceschanged', onChange)
      resolve(voices)
    }
    const onChange = () => {
      const voices = synth.getVoices()
      if (voices.length > 0) finish(voices)
    }
    const poll = () => {
      const voices = synth.getVoices()
      tries += 1
      if (voices.length > 0 || tries > attempts) finish(voices)
      else timer = setTimeout(poll, VOICE_RETRY_MS)
    }
    synth.addEventListener?.('voiceschanged', onChange)
    poll()
  })
}
