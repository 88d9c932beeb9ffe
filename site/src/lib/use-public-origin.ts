// The public origin of short addresses for an island (see config.ts).
import { useEffect, useState } from 'react'
import type { PublicConfigDto } from '@contracts/dto'
import { getConfig, publicOriginOf } from './config'

/** The public origin for an island: PUBLIC_URL from GET /api/config (this page's origin until it arrives). */
export function usePublicOrigin(): string {
  const [config, setConfig] = useState<PublicConfigDto | null>(null)
  useEffect(() => {
    getConfig().then(setConfig).catch(() => undefined)
  }, [])
  return publicOriginOf(config)
}
