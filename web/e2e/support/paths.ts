/** Where the e2e run keeps files it makes (shared by the config and the global set-up). */
import os from 'node:os'
import path from 'node:path'

/** The spoken request the voice project's fake microphone plays (made by global-setup.ts). */
export const FAKE_AUDIO_TEXT = 'Show me rudraksha'
export const FAKE_AUDIO_WAV = path.join(os.tmpdir(), `punya-e2e-${process.getuid?.() ?? 'user'}`, 'show-rudraksha.wav')
/** Full-page screenshots of each journey's end (kept as test artifacts). */
export const JOURNEY_SHOTS = path.join(import.meta.dirname, '..', '..', 'test-results', 'journeys')
