// What the importer remembers of a site while it streams it (issue 37): ids only, about 4 bytes each, so that a site
// of millions of records costs megabytes, never the records themselves. Record ids are positive 32-bit integers
// (isRecordId), which a Uint32Array holds.

/** Additions kept in a Set before they are merged into the sorted array: a merge copies the whole array, so this
 *  bounds how often (2.5 million ids: about 150 merges). */
const MERGE_AT = 16_384

/** A set of record ids: a sorted Uint32Array and a small Set of recent additions. */
export class IdSet {
  private sorted = new Uint32Array(0)
  private readonly recent = new Set<number>()

  get size (): number { return this.sorted.length + this.recent.size }

  has (id: number): boolean {
    if (this.recent.has(id)) return true
    let lo = 0
    let hi = this.sorted.length - 1
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1
      const v = this.sorted[mid]!
      if (v === id) return true
      if (v < id) lo = mid + 1
      else hi = mid - 1
    }
    return false
  }

  /** Adds `id`; false when it was there already. */
  add (id: number): boolean {
    if (this.has(id)) return false
    this.recent.add(id)
    if (this.recent.size >= MERGE_AT) this.merge()
    return true
  }

  /** The ids in ascending order (a snapshot: ids added meanwhile are not visited). */
  * [Symbol.iterator] (): IterableIterator<number> {
    this.merge()
    const ids = this.sorted
    for (let i = 0; i < ids.length; i++) yield ids[i]!
  }

  private merge (): void {
    if (this.recent.size === 0) return
    const add = Uint32Array.from(this.recent).sort()
    const old = this.sorted
    const out = new Uint32Array(old.length + add.length)
    let i = 0
    let j = 0
    let k = 0
    while (i < old.length && j < add.length) out[k++] = old[i]! < add[j]! ? old[i++]! : add[j++]!
    while (i < old.length) out[k++] = old[i++]!
    while (j < add.length) out[k++] = add[j++]!
    this.sorted = out
    this.recent.clear()
  }
}

/** A growing list of (child, parent) id pairs with a flag: the category parent links a second pass settles. */
export class ParentLinks {
  private data = new Uint32Array(3 * 64)
  private n = 0

  get length (): number { return this.n }

  push (child: number, parent: number, written: boolean): void {
    if (3 * (this.n + 1) > this.data.length) {
      const grown = new Uint32Array(this.data.length * 2)
      grown.set(this.data)
      this.data = grown
    }
    this.data.set([child, parent, written ? 1 : 0], 3 * this.n++)
  }

  * [Symbol.iterator] (): IterableIterator<{ child: number; parent: number; written: boolean }> {
    for (let i = 0; i < this.n; i++) yield { child: this.data[3 * i]!, parent: this.data[3 * i + 1]!, written: this.data[3 * i + 2] === 1 }
  }
}
