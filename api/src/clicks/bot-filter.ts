// Link-preview crawlers and other bots follow links without a person behind them: they are not counted.
import { isbot } from 'isbot'

const seen = new Map<string, boolean>()

/** isbot, remembered per user agent (the same few agents repeat), bounded. */
export function isBotAgent(userAgent: string | null): boolean {
  if (!userAgent) return false
  let bot = seen.get(userAgent)
  if (bot === undefined) {
    bot = isbot(userAgent)
    if (seen.size > 5000) seen.clear()
    seen.set(userAgent, bot)
  }
  return bot
}
