// A counting semaphore for outbound work that must not all run at once (the importer's requests to a site, webhook
// deliveries to their endpoints): at most `limit` holders, the others served in the order they came.
export class Semaphore {
  private active = 0
  private readonly waiting: Array<() => void> = []
  constructor (private readonly limit: number) {}

  async run<T> (fn: () => Promise<T>): Promise<T> {
    if (this.active >= this.limit) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else this.active++
    try {
      return await fn()
    } finally {
      // The slot passes straight to the next waiter, so a newcomer cannot overtake it.
      const next = this.waiting.shift()
      if (next) next()
      else this.active--
    }
  }
}
