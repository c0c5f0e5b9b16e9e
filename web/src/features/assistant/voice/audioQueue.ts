/** Server speech played one reply after another through a single Audio element. */
export class AudioQueue {
  private player: HTMLAudioElement | null = null
  private waiting: string[] = [] // object URLs

  add(data: ArrayBuffer, mime: string): void {
    this.waiting.push(URL.createObjectURL(new Blob([data], { type: mime })))
    this.next()
  }

  stop(): void {
    this.waiting.splice(0).forEach((url) => URL.revokeObjectURL(url))
    this.player?.pause()
  }

  private next(): void {
    const player = (this.player ??= new Audio())
    if (!player.paused && !player.ended) return
    const url = this.waiting.shift()
    if (!url) return
    player.src = url
    player.onended = () => {
      URL.revokeObjectURL(url)
      this.next()
    }
    // Autoplay may be refused before any tap; the reply is on screen anyway.
    player.play().catch(() => undefined)
  }
}
