/** The spec's voice preference: Indian female, then female, then Indian; waiting for voices. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadVoices, pickVoice } from './voices'

const voice = (name: string, lang: string) => ({ name, lang }) as SpeechSynthesisVoice

const indianMale = voice('Microsoft Ravi - English (India)', 'en-IN')
const indianFemale = voice('Microsoft Heera - English (India)', 'en-IN')
const googleIndian = voice('Google हिन्दी', 'hi-IN')
const ukFemale = voice('Google UK English Female', 'en-GB')
const ukMale = voice('Google UK English Male', 'en-GB')
const usDefault = voice('Alex', 'en-US')

describe('pickVoice', () => {
  it('prefers an Indian female voice', () => {
    expect(pickVoice([usDefault, ukFemale, indianMale, indianFemale])).toBe(indianFemale)
  })

  it('then any female voice', () => {
    expect(pickVoice([usDefault, indianMale, ukMale, ukFemale])).toBe(ukFemale)
  })

  it('then an Indian voice', () => {
    expect(pickVoice([usDefault, ukMale, googleIndian])).toBe(googleIndian)
  })

  it('else none (the browser default speaks, in en-IN)', () => {
    expect(pickVoice([usDefault, ukMale])).toBeNull()
    expect(pickVoice([])).toBeNull()
  })
})

describe('loadVoices', () => {
  afterEach(() => vi.useRealTimers())

  function fakeSynth(lists: SpeechSynthesisVoice[][]) {
    let calls = 0
    const target = new EventTarget()
    return Object.assign(target, {
      getVoices: () => lists[Math.min(calls++, lists.length - 1)],
    }) as unknown as SpeechSynthesis
  }

  it('retries every 100 ms while the list is empty', async () => {
    vi.useFakeTimers()
    const synth = fakeSynth([[], [], [indianFemale]])
    const loaded = loadVoices(synth)
    await vi.advanceTimersByTimeAsync(200)
    await expect(loaded).resolves.toEqual([indianFemale])
  })

  it('takes the voices at once when voiceschanged fires', async () => {
    vi.useFakeTimers()
    const voices: SpeechSynthesisVoice[] = []
    const target = new EventTarget()
    const synth = Object.assign(target, { getVoices: () => voices }) as unknown as SpeechSynthesis
    const loaded = loadVoices(synth)
    voices.push(ukFemale)
    target.dispatchEvent(new Event('voiceschanged'))
    await expect(loaded).resolves.toEqual([ukFemale])
  })

  it('gives up with an empty list when the browser has no voices', async () => {
    vi.useFakeTimers()
    const loaded = loadVoices(fakeSynth([[]]), 5)
    await vi.advanceTimersByTimeAsync(600)
    await expect(loaded).resolves.toEqual([])
  })
})
