// 'Revoke API key?' confirmation: says scripts using the key stop at once. Success closes and toasts;
// failure toasts and stays open.
import { useState } from 'react'
import type { ApiKeyDto } from '@contracts'
import { settingsCopy } from './copy/settings-copy'
import { toast } from '../../stores/toasts'
import { Button } from '../../components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../components/ui/dialog'
import { revokeApiKey } from './api-keys-api'

const t = settingsCopy.apiKeys

export function RevokeApiKeyDialog(props: { slug: string | null; apiKey: ApiKeyDto | null; onClose: () => void; onRevoked: (id: string) => void }) {
  const { slug, apiKey, onClose, onRevoked } = props
  const [busy, setBusy] = useState(false)

  async function confirm() {
    if (!apiKey) return
    setBusy(true)
    try {
      await revokeApiKey(slug, apiKey.id)
      toast({ title: t.toast.revoked })
      onRevoked(apiKey.id)
      onClose()
    } catch (error) {
      toast({ title: t.toast.revokeFail, description: error instanceof Error ? error.message : undefined, variant: 'destructive' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={apiKey !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.revokeDialog.title}</DialogTitle>
          <DialogDescription>{apiKey ? t.revokeDialog.warning(apiKey.name) : ''}</DialogDescription>
        </DialogHeader>
        <p className="rounded-md bg-muted p-3 font-mono text-sm">{apiKey?.prefix}…</p>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t.revokeDialog.cancel}
          </Button>
          <Button variant="destructive" disabled={busy} onClick={() => void confirm()}>
            {busy ? t.revokeDialog.revoking : t.revokeDialog.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
