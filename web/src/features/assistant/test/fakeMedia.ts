/** Stand-ins for the microphone (getUserMedia) and MediaRecorder, which jsdom lacks. */
import { vi } from 'vitest'

export class FakeMediaRecorder {
  static instances: FakeMediaRecorder[] = []
  static isTypeSupported = (mime: string) => mime.startsWith('audio/webm')
  state: 'inactive' | 'recording' = 'inactive'
  mimeType: string
  ondataavailable: ((event: { data: Blob }) => void) | null = null
  onstop: (() => void) | null = null

  constructor(_stream: unknown, options: { mimeType: string }) {
    this.mimeType = options.mimeType
    FakeMediaRecorder.instances.push(this)
  }

  start(): void {
    this.state = 'recording'
  }

  /** The test's side: a piece of recorded sound. */
  emit(bytes: number): void {
    this.ondataavailable?.({ data: new Blob([new Uint8Array(bytes)]) })
  }

  stop(): void {
    this.state = 'inactive'
    this.emit(3)
    this.onstop?.()
  }
}

export function installMicrophone() {
  FakeMediaRecorder.instances = []
  const track = { stop: vi.fn() }
  const getUserMedia = vi.fn(async () => ({ getTracks: () => [track] }))
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder)
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true })
  return { getUserMedia, track }
}

export function removeMicrophone() {
  Reflect.deleteProperty(navigator, 'mediaDevices')
}
