// A user's metadata travels in every access token, so it is bounded in size (as JSON, in UTF-8 bytes):
// without a bound one sign-up or PUT /user could make the token outgrow a request header, and every request
// of the account would be refused before Snip saw it (docs/decisions/0069).
import { limits, messages } from '../../contracts'
import { authErrors } from '../auth-errors'

const utf8 = new TextEncoder()

/** The metadata as given, or a 400 when its JSON is larger than the bound. */
export function boundedMetadata<T extends Record<string, unknown>>(data: T): T {
  if (utf8.encode(JSON.stringify(data)).byteLength > limits.userMetadataMaxBytes) throw authErrors.validation(messages.api.userMetadataTooLarge)
  return data
}
