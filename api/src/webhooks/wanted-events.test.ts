import { expect, test } from 'vitest'
import type { Database } from '../db/database'
import { forgetWantedEventTypes, wantedEventTypes } from './wanted-events'

const handle = () => ({}) as Database

test('the types are read once a second per workspace and handle, and again at once after an endpoint changed', async () => {
  const db = handle()
  let reads = 0
  const read = async () => (reads++, ['link.created'])
  expect([...(await wantedEventTypes(db, 1, read))]).toEqual(['link.created'])
  await wantedEventTypes(db, 1, read)
  expect(reads).toBe(1)
  await wantedEventTypes(db, 2, read) // another workspace
  await wantedEventTypes(handle(), 1, read) // another database
  expect(reads).toBe(3)
  forgetWantedEventTypes()
  await wantedEventTypes(db, 1, read)
  expect(reads).toBe(4)
  await Bun.sleep(1_050)
  await wantedEventTypes(db, 1, read)
  expect(reads).toBe(5)
})

test('an answer read while an endpoint changed is used once, not kept', async () => {
  const db = handle()
  let reads = 0
  const racing = async () => {
    reads++
    forgetWantedEventTypes() // an endpoint added while this read was under way
    return [] as string[]
  }
  expect((await wantedEventTypes(db, 7, racing)).size).toBe(0)
  expect((await wantedEventTypes(db, 7, async () => (reads++, ['link.deleted']))).has('link.deleted')).toBe(true)
  expect(reads).toBe(2)
})
