// The counter's clicks per link id since the last flush: an open-addressing hash table (linear probing) on
// typed arrays, kept from one flush to the next. A click is one probe and one increment in one cache line:
// no allocation, and no table growing again from nothing every second as a fresh Map did; a Map's get and
// set were most of what counting cost the event loop (docs/decisions/0062). What is left is mostly the
// memory access itself (the table is cold between requests). Link ids are positive integers (0 marks an
// empty slot).
import type { ClickBatch } from './click-batch'

const INITIAL = 1024
/** Slots kept across flushes whatever the load; a larger table is dropped once a flush finds it mostly empty. */
const KEEP = 1 << 16

export class ClickCounts {
  /** Slot i: its id at 2i (0: empty), its clicks at 2i + 1 — side by side, so a click reads one cache line. */
  private table = new Float64Array(2 * INITIAL)
  /** The occupied slots, in the order their ids came. */
  private slots = new Int32Array(INITIAL)
  private mask = INITIAL - 1
  /** 32 − log2(capacity): the slot is the top bits of the multiplicative hash (Fibonacci hashing). */
  private shift = 32 - Math.log2(INITIAL)
  /** Distinct ids held. */
  size = 0

  /** The slot holding `id`, or the empty slot where it belongs. */
  private slotOf(id: number): number {
    let i = Math.imul(id | 0, 0x9e3779b1) >>> this.shift
    for (;;) {
      const k = this.table[2 * i]!
      if (k === id || k === 0) return i
      i = (i + 1) & this.mask
    }
  }

  add(id: number, n = 1): void {
    const i = this.slotOf(id)
    if (this.table[2 * i] === id) {
      this.table[2 * i + 1]! += n
      return
    }
    this.table[2 * i] = id
    this.table[2 * i + 1] = n
    this.slots[this.size++] = i
    if (this.size * 4 >= this.slots.length * 3) this.resize(this.slots.length * 2) // at most three quarters full
  }

  get(id: number): number {
    const i = this.slotOf(id)
    return this.table[2 * i] === id ? this.table[2 * i + 1]! : 0
  }

  ids(): number[] {
    const out = new Array<number>(this.size)
    for (let j = 0; j < this.size; j++) out[j] = this.table[2 * this.slots[j]!]!
    return out
  }

  /** The ids with clicks, ascending, each with its clicks (a copy: the table can be cleared at once). */
  batch(): ClickBatch {
    const ids = new Float64Array(this.size)
    let k = 0
    for (let j = 0; j < this.size; j++) {
      const slot = this.slots[j]!
      if (this.table[2 * slot + 1]! > 0) ids[k++] = this.table[2 * slot]!
    }
    const sorted = (k < ids.length ? ids.slice(0, k) : ids).sort()
    const ns = new Float64Array(k)
    for (let j = 0; j < k; j++) ns[j] = this.get(sorted[j]!)
    return { ids: sorted, ns, committed: 0 }
  }

  /** Forgets every id; keeps the table's size unless a burst left it far larger than needed. */
  clear(): void {
    const used = this.size
    if (this.slots.length > KEEP && used * 8 < this.slots.length) {
      this.size = 0
      this.allocate(INITIAL)
      return
    }
    for (let j = 0; j < used; j++) this.table[2 * this.slots[j]!] = 0
    this.size = 0
  }

  private allocate(capacity: number): void {
    this.table = new Float64Array(2 * capacity)
    this.slots = new Int32Array(capacity)
    this.mask = capacity - 1
    this.shift = 32 - Math.log2(capacity)
  }

  private resize(capacity: number): void {
    const { table, slots, size } = this
    this.allocate(capacity)
    this.size = 0
    for (let j = 0; j < size; j++) {
      const slot = slots[j]!
      const i = this.slotOf(table[2 * slot]!)
      this.table[2 * i] = table[2 * slot]!
      this.table[2 * i + 1] = table[2 * slot + 1]!
      this.slots[this.size++] = i
    }
  }
}
