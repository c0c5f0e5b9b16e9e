/** Where the e2e run keeps files it makes (shared by the config and the global set-up). */
import os from 'node:os'
import path from 'node:path'

/** The spoken request the voice project's fake microphone plays (made by global-setup.ts). */
export const FAKE_AUDIO_TEXT = 'Show me rudraksha'
export const FAKE_AUDIO_WAV = path.join(os.tmpdir(), `punya-e2e-${process.getuid?.() ?? 'user'}`, 'show-rudraksha.wav')
/** The port the journeys' server listens on (`make test` picks a free one). */
export const E2E_PORT = Number(process.env.PUNYA_E2E_PORT ?? 8790)
/** That server's log (e2e/serve.sh writes it there): without SMS or e-mail it holds the one-time codes. */
export const SERVER_LOG = path.join(process.env.TMPDIR || '/tmp', `punya-e2e-${E2E_PORT}.log`)
/** Full-page screenshots of each journey's end (kept as test artifacts). */
export const JOURNEY_SHOTS = path.join(import.meta.dirname, '..', '..', 'test-results', 'journeys')
