// The analytics settings: read in config.ts only, with their defaults and bounds.
import { expect, test } from 'vitest'
import { ConfigError, loadConfig } from '../config'

test('CLICK_DETAIL_RETENTION_DAYS defaults to 395 and CLICK_DETAIL_WRITE_SECONDS to 60; nonsense stops the start', () => {
  expect(loadConfig({})).toMatchObject({ clickDetailRetentionDays: 395, clickDetailWriteSeconds: 60 })
  expect(loadConfig({ CLICK_DETAIL_RETENTION_DAYS: '30', CLICK_DETAIL_WRITE_SECONDS: '5' })).toMatchObject({
    clickDetailRetentionDays: 30,
    clickDetailWriteSeconds: 5,
  })
  for (const bad of ['0', '-1', 'a year', '1.5']) expect(() => loadConfig({ CLICK_DETAIL_RETENTION_DAYS: bad }), bad).toThrow(ConfigError)
  for (const bad of ['0', '3601']) expect(() => loadConfig({ CLICK_DETAIL_WRITE_SECONDS: bad }), bad).toThrow(ConfigError)
})
