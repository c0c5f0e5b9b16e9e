/** A WebSocket stand-in for tests: records what is sent, and lets the test open, answer and
 * drop the connection. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = []
  static readonly CONNECTING = 0
  static readonly OPEN = 1
  static readonly CLOSING = 2
  static readonly CLOSED = 3

  readonly url: string
  readyState = FakeWebSocket.CONNECTING
  binaryType = 'blob'
  sent: (string | ArrayBuffer)[] = []
  onopen: ((event: Event) => void) | null = null
  onclose: ((event: Event) => void) | null = null
  onmessage: ((event: MessageEvent) => void) | null = null
  onerror: ((event: Event) => void) | null = null

  constructor(url: string) {
    this.url = url
    FakeWebSocket.instances.push(this)
  }

  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1]
    if (!socket) throw new Error('no socket was created')
    return socket
  }

  static reset(): void {
    FakeWebSocket.instances = []
  }

  send(data: string | ArrayBuffer): void {
    if (this.readyState !== FakeWebSocket.OPEN) throw new Error('send on a socket that is not open')
    this.sent.push(data)
  }

  close(): void {
    this.readyState = FakeWebSocket.CLOSED
  }

  // ---- the test's side ----

  open(): void {
    this.readyState = FakeWebSocket.OPEN
    this.onopen?.(new Event('open'))
  }

  receive(frame: object): void {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }))
  }

  receiveBinary(data: ArrayBuffer): void {
    this.onmessage?.({ data } as MessageEvent)
  }

  drop(): void {
    this.readyState = FakeWebSocket.CLOSED
    this.onclose?.(new Event('close'))
  }

  /** The JSON frames sent, parsed. */
  frames(): { type: string; [key: string]: unknown }[] {
    return this.sent.filter((data): data is string => typeof data === 'string').map((data) => JSON.parse(data))
  }

  binaries(): ArrayBuffer[] {
    return this.sent.filter((data): data is ArrayBuffer => typeof data !== 'string')
  }
}
