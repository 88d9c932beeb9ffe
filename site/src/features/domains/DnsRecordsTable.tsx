// The DNS records a pending domain asks for, as a table a person copies from: Type, Name, Value, each value
// with a Copy button (its state shows 'Copied' for 2 s). Long names and values wrap rather than widen a phone.
import { useEffect, useState } from 'react'
import { timing } from '@contracts/constants'
import type { DnsRecordDto } from '@contracts/domain-schemas'
import { Button } from '../../components/ui/button'
import { copyText } from '../../lib/clipboard'
import { toast } from '../../stores/toasts'
import { domainsCopy } from './domains-copy'

const t = domainsCopy.records

function CopyButton({ text, type }: { text: string; type: string }) {
  const [copied, setCopied] = useState(0)
  useEffect(() => {
    if (copied === 0) return
    const timer = setTimeout(() => setCopied(0), timing.copiedResetMs)
    return () => clearTimeout(timer)
  }, [copied])
  async function copy() {
    if (await copyText(text)) setCopied((n) => n + 1)
    else toast({ title: t.copyFail, variant: 'destructive' })
  }
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      className="h-8 shrink-0 px-2 text-xs"
      aria-label={copied ? t.copiedValue(type) : t.copyValue(type)}
      onClick={() => void copy()}
    >
      {copied ? t.copied : t.copy}
    </Button>
  )
}

export function DnsRecordsTable({ host, records }: { host: string; records: readonly DnsRecordDto[] }) {
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      <table className="w-full table-fixed border-collapse text-sm">
        <caption className="sr-only">{t.caption(host)}</caption>
        <colgroup>
          <col className="w-14 sm:w-16" />
          <col />
          <col />
        </colgroup>
        <thead className="text-start text-muted-foreground">
          <tr>
            <th scope="col" className="pb-1 pe-2 font-medium">
              {t.type}
            </th>
            <th scope="col" className="pb-1 pe-2 font-medium">
              {t.name}
            </th>
            <th scope="col" className="pb-1 font-medium">
              {t.value}
            </th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={`${record.type} ${record.name} ${record.value}`} className="border-t border-border align-top">
              <td className="py-2 pe-2 font-mono" translate="no">
                {record.type}
              </td>
              <td className="break-all py-2 pe-2 font-mono" translate="no">
                {record.name}
              </td>
              <td className="py-2">
                {/* On a phone the button goes under the value, which keeps the column's width. */}
                <div className="grid justify-items-start gap-1.5 sm:flex sm:items-start sm:gap-2">
                  <code className="min-w-0 break-all font-mono sm:flex-1" translate="no">
                    {record.value}
                  </code>
                  <CopyButton text={record.value} type={record.type} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
