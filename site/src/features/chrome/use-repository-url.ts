// The source repository's address: the server's configuration (REPOSITORY_URL) wins over the build-time
// default from package.json, which the page passes in.
import { useEffect, useState } from 'react'
import { getConfig } from '../../lib/config'

export function useRepositoryUrl(fallback: string): string {
  const [url, setUrl] = useState(fallback)
  useEffect(() => {
    let live = true
    getConfig()
      .then((c) => {
        if (live && c.repositoryUrl) setUrl(c.repositoryUrl)
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [])
  return url
}
