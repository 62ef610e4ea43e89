// mulberry32: a small seeded generator for the tests that draw random cases, so that every run draws the same ones
// and a failure replays. (bench/seed.ts keeps its own: a benchmark must not depend on the test tree.)
export function mulberry32 (seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6D2B79F5) >>> 0
    let x = a
    x = Math.imul(x ^ (x >>> 15), x | 1)
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61)
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
}
