/** Before any journey: the WAV that the voice project's fake microphone plays, said by espeak-ng. */
import { execFileSync } from 'node:child_process'
import { mkdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { FAKE_AUDIO_TEXT, FAKE_AUDIO_WAV } from './paths'

export default function globalSetup(): void {
  mkdirSync(path.dirname(FAKE_AUDIO_WAV), { recursive: true })
  try {
    execFileSync('espeak-ng', ['-v', 'en', '-s', '140', '-w', FAKE_AUDIO_WAV, FAKE_AUDIO_TEXT], { stdio: ['ignore', 'ignore', 'pipe'] })
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT'
    throw new Error(
      missing
        ? 'e2e: espeak-ng is not installed; the voice journeys need it to make their fake microphone input. ' +
            'Install it with `sudo apt-get install -y espeak-ng` (make test does this when run as root).'
        : `e2e: espeak-ng could not write ${FAKE_AUDIO_WAV}: ${String(error)}`,
      { cause: error },
    )
  }
  if (statSync(FAKE_AUDIO_WAV).size < 1000) throw new Error(`e2e: espeak-ng wrote an empty ${FAKE_AUDIO_WAV}`)
}
