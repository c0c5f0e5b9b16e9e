/** When the voice goes to the server instead of the browser's recogniser. */
import { describe, expect, it } from 'vitest'
import { chooseVoicePath, needsRecorder, recordingFormat, rememberFallback, rememberedFallback } from './fallback'

describe('chooseVoicePath', () => {
  it('uses the browser recogniser where there is one', () => {
    expect(chooseVoicePath({ recognition: true, recorder: true, rememberedFallback: false })).toBe('recognition')
  })

  it('records when there is no recogniser (Firefox, in-app browsers)', () => {
    expect(chooseVoicePath({ recognition: false, recorder: true, rememberedFallback: false })).toBe('recorder')
  })

  it('records straight away once the recogniser has failed in this session', () => {
    expect(chooseVoicePath({ recognition: true, recorder: true, rememberedFallback: true })).toBe('recorder')
  })

  it('still tries the recogniser when recording is impossible', () => {
    expect(chooseVoicePath({ recognition: true, recorder: false, rememberedFallback: true })).toBe('recognition')
  })

  it('has nothing when neither works', () => {
    expect(chooseVoicePath({ recognition: false, recorder: false, rememberedFallback: false })).toBe('none')
  })
})

describe('needsRecorder', () => {
  it.each(['network', 'audio-capture', 'service-not-allowed', 'language-not-supported'])('falls back on %s', (code) => {
    expect(needsRecorder(code)).toBe(true)
  })

  it.each(['no-speech', 'aborted', 'not-allowed'])('does not fall back on %s', (code) => {
    expect(needsRecorder(code)).toBe(false)
  })
})

describe('recordingFormat', () => {
  it('prefers webm/opus, then ogg, then mp4', () => {
    expect(recordingFormat(() => true)).toEqual({ mime: 'audio/webm;codecs=opus', format: 'webm' })
    expect(recordingFormat((mime) => mime.startsWith('audio/ogg'))).toEqual({ mime: 'audio/ogg;codecs=opus', format: 'ogg' })
    expect(recordingFormat((mime) => mime === 'audio/mp4')).toEqual({ mime: 'audio/mp4', format: 'mp4' })
    expect(recordingFormat(() => false)).toBeNull()
  })
})

describe('the remembered fallback', () => {
  it('lasts for the browser session', () => {
    expect(rememberedFallback()).toBe(false)
    rememberFallback()
    expect(rememberedFallback()).toBe(true)
  })
})
