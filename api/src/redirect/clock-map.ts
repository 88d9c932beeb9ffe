// A bounded map with CLOCK eviction (second chance): each entry has a "used" bit, set by get(); when the
// map is full, a hand sweeps the slots, clearing set bits and evicting the first entry whose bit is
// clear. Entries read since the hand last passed survive, so a hot set stays cached while a scan of
// once-seen keys rotates through the rest (LRU's behaviour, at O(1) per operation).
// Why not a Map in insertion order, dropping `keys().next()`: JavaScriptCore keeps deleted entries as
// holes at the front of a Map's storage until it rehashes, so finding the oldest key walks every hole —
// 25 µs per eviction at 50,000 entries, which made every redirect cache miss several times slower
// (docs/decisions/0053-redirect-miss-path.md).
export class ClockMap<V> {
  private readonly slotOf = new Map<string, number>()
  private keys: (string | undefined)[] = []
  private values: (V | undefined)[] = []
  private used: Uint8Array
  private free: number[] = []
  private hand = 0

  constructor(readonly capacity: number) {
    if (!Number.isInteger(capacity) || capacity < 1) throw new RangeError(`capacity must be a positive integer, not ${capacity}`)
    this.used = new Uint8Array(capacity)
  }

  get size(): number {
    return this.slotOf.size
  }

  has(key: string): boolean {
    return this.slotOf.has(key)
  }

  /** The value, marking the entry as used (it survives the hand's next pass). */
  get(key: string): V | undefined {
    const slot = this.slotOf.get(key)
    if (slot === undefined) return undefined
    this.used[slot] = 1
    return this.values[slot]
  }

  set(key: string, value: V): void {
    let slot = this.slotOf.get(key)
    if (slot === undefined) {
      slot = this.free.pop() ?? (this.keys.length < this.capacity ? this.keys.length : this.evict())
      this.keys[slot] = key
      this.slotOf.set(key, slot)
      this.used[slot] = 0
    }
    this.values[slot] = value
  }

  delete(key: string): boolean {
    const slot = this.slotOf.get(key)
    if (slot === undefined) return false
    this.slotOf.delete(key)
    this.keys[slot] = undefined
    this.values[slot] = undefined
    this.free.push(slot)
    return true
  }

  clear(): void {
    this.slotOf.clear()
    this.keys = []
    this.values = []
    this.used.fill(0)
    this.free = []
    this.hand = 0
  }

  /** Frees the slot of the first entry not used since the hand last passed it (every slot is taken here). */
  private evict(): number {
    for (;;) {
      const slot = this.hand
      this.hand = slot + 1 === this.capacity ? 0 : slot + 1
      if (this.used[slot]) {
        this.used[slot] = 0
        continue
      }
      this.slotOf.delete(this.keys[slot] as string)
      return slot
    }
  }
}
