// Every sentence the API can answer has a catalog entry in every language, and a translation keeps the values.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, test } from 'vitest'
import { messages } from '../contracts/messages'
import { scopeMessages } from '../contracts/api-key-scopes'
import { auditMessages } from '../contracts/audit-schemas'
import { claimMessages } from '../contracts/claim-schemas'
import { domainMessages } from '../contracts/domain-schemas'
import { importMessages } from '../contracts/import-messages'
import { LANGUAGES } from '../contracts/languages'
import { lifecycleMessages } from '../contracts/lifecycle-messages'
import { listingMessages } from '../contracts/link-listing-schemas'
import { linkRuleMessages, ruleSentence, shlinkRuleMessages, variantSentence } from '../contracts/link-rule-messages'
import { moderationMessages } from '../contracts/moderation-messages'
import { organisationMessages } from '../contracts/organisation-messages'
import { qrStyleMessages } from '../contracts/qr-style-messages'
import { webhookMessages } from '../contracts/webhook-schemas'
import { workspaceMessages } from '../contracts/workspace-schemas'
import { formatTemplate } from '../contracts/format-template'
import { parseTemplate } from '../contracts/message-template'
import { API_MESSAGE_PREFIX, messageKeyOf, translateMessage } from './translate-message'

/** Every message object of the contracts: a new one must be listed here (and so gets its entries). */
const groups: Record<string, Record<string, unknown>> = {
  ...Object.fromEntries(Object.entries(messages).map(([name, group]) => [`messages.${name}`, group])),
  importMessages,
  lifecycleMessages,
  linkRuleMessages,
  shlinkRuleMessages,
  moderationMessages,
  organisationMessages,
  qrStyleMessages,
  auditMessages,
  workspaceMessages,
  listingMessages,
  domainMessages,
  scopeMessages,
  claimMessages,
  webhookMessages,
}

/** Sentences only the site shows (never an API answer): not in the API's catalog entries. */
const siteOnly = new Set([
  'messages.shortCode.helpText',
  'messages.api.badRequestFriendly',
  'messages.api.unknownError',
  'messages.api.statusError',
  'messages.api.registrationFailed',
])

/** How each message that takes values is called, with values like the API's. */
const calls: Record<string, () => string> = {
  'messages.url.needsDomain': () => messages.url.needsDomain('example.com'),
  'messages.apiKeys.limitReached': () => messages.apiKeys.limitReached(10),
  'importMessages.fileTooLarge': () => importMessages.fileTooLarge(10),
  'importMessages.tooManyRows': () => importMessages.tooManyRows(10_000),
  'importMessages.lineTooLong': () => importMessages.lineTooLong(3, 10_000),
  'importMessages.badFormat': () => importMessages.badFormat('snip, bitly, kutt'),
  'importMessages.unreadable': () => importMessages.unreadable('CSV'),
  'importMessages.tooDeep': () => importMessages.tooDeep(32),
  'linkRuleMessages.conditionType': () => linkRuleMessages.conditionType('device, os or country'),
  'linkRuleMessages.device': () => linkRuleMessages.device('mobile, tablet or desktop'),
  'linkRuleMessages.os': () => linkRuleMessages.os('ios or android'),
  'linkRuleMessages.browser': () => linkRuleMessages.browser('firefox or chrome'),
  'linkRuleMessages.oneOfAKind': () => linkRuleMessages.oneOfAKind('device'),
  'linkRuleMessages.weightsTotal': () => linkRuleMessages.weightsTotal(90),
  'linkRuleMessages.conditionPlace': () => linkRuleMessages.conditionPlace(2, 1, linkRuleMessages.country),
  'linkRuleMessages.rulePlace': () => linkRuleMessages.rulePlace(2, linkRuleMessages.ruleNotObject),
  'linkRuleMessages.variantPlace': () => linkRuleMessages.variantPlace(3, linkRuleMessages.weight),
  'shlinkRuleMessages.leftOut': () => shlinkRuleMessages.leftOut(2, shlinkRuleMessages.notObject),
  'shlinkRuleMessages.unsupported': () => shlinkRuleMessages.unsupported('geolocation'),
  'shlinkRuleMessages.unknownType': () => shlinkRuleMessages.unknownType('ip-address'),
  'shlinkRuleMessages.device': () => shlinkRuleMessages.device('smart-tv'),
  'scopeMessages.insufficientScope': () => scopeMessages.insufficientScope('links:write'),
  'scopeMessages.scopeAboveRole': () => scopeMessages.scopeAboveRole('workspace:admin'),
  'webhookMessages.urlRefused': () => webhookMessages.urlRefused('a private address'),
}

/** Sentences the API sends only with more after them (account-workspaces.ts: the workspaces' names). */
const prefixes: Record<string, (text: string) => string> = {
  'workspaceMessages.accountLastOwner': (text) => `${text} Newsroom, Sports`,
}

function apiSentences(): { name: string; text: string }[] {
  return Object.entries(groups).flatMap(([group, object]) =>
    Object.entries(object).flatMap(([key, value]) => {
      const name = `${group}.${key}`
      if (siteOnly.has(name)) return []
      if (typeof value === 'function') {
        const call = calls[name]
        if (!call) throw new Error(`${name} takes values: add how the API calls it to \`calls\``)
        return [{ name, text: call() }]
      }
      if (typeof value !== 'string') throw new Error(`${name} is neither a sentence nor a function`)
      return [{ name, text: prefixes[name]?.(value) ?? value }]
    }),
  )
}

/** The rules' and variants' sentences with their place, as link-rules.ts answers them. */
const placed = [
  ruleSentence(linkRuleMessages.country, 1, 0),
  ruleSentence(linkRuleMessages.ruleNotObject, 3),
  ruleSentence(linkRuleMessages.rulesNotList),
  ruleSentence(linkRuleMessages.noConditions),
  variantSentence(linkRuleMessages.weight, 2),
  variantSentence(linkRuleMessages.variantNotObject),
]

const catalog = (language: string) =>
  JSON.parse(readFileSync(new URL(`../../../site/messages/${language}.json`, import.meta.url), 'utf8')) as Record<string, string>
const english = catalog('en')
const translations = LANGUAGES.filter((l) => l !== 'en')

describe('API messages in the catalogs', () => {
  test('every sentence the API can answer has an entry in every language', () => {
    const missing: string[] = []
    for (const { name, text } of [...apiSentences(), ...placed.map((text) => ({ name: text, text }))]) {
      if (!messageKeyOf(text)) missing.push(`${name}: ${text}`)
      for (const language of translations) if (translateMessage(text, language) === text) missing.push(`${name} in ${language}`)
    }
    expect(missing).toEqual([])
  })

  test('no catalog entry is left without a sentence of the contracts', () => {
    const used = new Set([...apiSentences().map(({ text }) => messageKeyOf(text)?.key), ...placed.map((text) => messageKeyOf(text)?.key)])
    const stale = Object.keys(english).filter((key) => key.startsWith(API_MESSAGE_PREFIX) && !used.has(key))
    expect(stale).toEqual([])
  })

  test('an English template matches its own sentence exactly (no template swallows a longer one)', () => {
    for (const { name, text } of apiSentences()) {
      const found = messageKeyOf(text)
      const template = english[found?.key ?? '']
      const filled = template === undefined ? undefined : formatTemplate(parseTemplate(template), found?.values ?? {}, 'en')
      expect(filled, name).toBe(found?.capital ? text.charAt(0).toLowerCase() + text.slice(1) : text)
    }
  })

  test('values are kept and placed where the language puts them', () => {
    expect(translateMessage(messages.apiKeys.limitReached(7), 'de')).toBe(
      'Sie können höchstens 7 API-Schlüssel haben. Widerrufen Sie einen, um einen neuen zu erstellen.',
    )
    expect(translateMessage(importMessages.lineTooLong(12, 10_000), 'ja')).toBe('12行目が10,000文字を超えています')
    expect(translateMessage(ruleSentence(linkRuleMessages.country, 1, 0), 'fr')).toBe(
      'Règle 2, condition 1 : country doit être un code à deux lettres, comme DE',
    )
    expect(translateMessage(ruleSentence(linkRuleMessages.rulesNotList), 'es')).toBe('Las reglas deben ser una lista')
    expect(translateMessage(ruleSentence(linkRuleMessages.noConditions), 'pt-BR')).toBe(
      'Adicione pelo menos uma condição (o próprio link é para onde todos os outros vão)',
    )
  })

  test('no `api_` entry says what an island’s dotted entry says: each sentence is translated once', () => {
    // `{max, number}` and `{max}` say the same sentence: the server fills both.
    const said = (message: string) => message.replace(/\{(\w+), number\}/g, '{$1}')
    const dotted = new Map(
      Object.entries(english)
        .filter(([key]) => key.includes('.'))
        .map(([key, message]) => [said(message), key]),
    )
    const twice = Object.entries(english)
      .filter(([key, message]) => key.startsWith(API_MESSAGE_PREFIX) && dotted.has(said(message)))
      .map(([key, message]) => `${key} = ${dotted.get(said(message))}: ${message}`)
    expect(twice).toEqual([])
  })

  test('a sentence the islands say too is found under their dotted key and said in their translation', () => {
    const german = catalog('de')
    for (const text of [messages.shortCode.tooShort, domainMessages.hostTaken, importMessages.fileTooLarge(10)]) {
      const found = messageKeyOf(text)
      expect(found?.key, text).toMatch(/^[a-zA-Z]+\./)
      const template = german[found?.key ?? '']
      expect(translateMessage(text, 'de')).toBe(template && formatTemplate(parseTemplate(template), found?.values ?? {}, 'de'))
    }
    expect(translateMessage(messages.shortCode.tooShort, 'de')).toBe(german['shared.shortCode.tooShort'])
  })

  test('a number is read from the English and written the language’s way', () => {
    expect(messageKeyOf(importMessages.tooManyRows(10_000))).toMatchObject({ key: 'importMessages.tooManyRows', values: { max: 10_000 } })
    expect(translateMessage(importMessages.tooManyRows(10_000), 'de')).toBe('Die Datei enthält mehr als 10.000 Links')
    expect(translateMessage(importMessages.lineTooLong(3, 10_000), 'fr')).toBe(`La ligne 3 dépasse ${new Intl.NumberFormat('fr').format(10_000)} caractères`)
  })

  test('a template with no words of its own claims no message', () => {
    // An island's audit line, "{links} {action}: {codes}", would otherwise claim any such sentence, and French
    // would turn it round ("{action} de {links} : {codes}").
    expect(english['audit.bulkChange']).toBe('{links} {action}: {codes}')
    expect(translateMessage('Unexpected failure: try again', 'fr')).toBe('Unexpected failure: try again')
  })

  test('English, and a sentence the catalogs do not have, stay as they are', () => {
    expect(translateMessage(messages.api.notFound, 'en')).toBe(messages.api.notFound)
    expect(translateMessage('User already registered', 'de')).toBe('User already registered')
  })
})

/** Source files of the API that answer with a sentence written in place instead of one from the contracts. */
function sentencesWrittenInPlace(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    if (statSync(full).isDirectory()) return sentencesWrittenInPlace(full)
    if (!name.endsWith('.ts') || name.includes('.test.') || full.includes(`${join('api', 'src', 'auth')}`)) return []
    const text = readFileSync(full, 'utf8')
    return [
      ...text.matchAll(
        /(?:AppError\.validation\(|new AppError\([^,()]+,[^,()]+,\s*|errorResponse\([^,()]+,[^,()]+,\s*|issues\[0\]\?\.message\s*\?\?\s*)(['"])[^'"]{3,}\1/g,
      ),
    ].map((m) => `${full}: ${m[0]}`)
  })
}

test('the API answers no error sentence written outside the contracts (the auth service keeps GoTrue’s own texts)', () => {
  expect(sentencesWrittenInPlace(new URL('..', import.meta.url).pathname)).toEqual([])
})
