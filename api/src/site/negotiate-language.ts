// The negotiation lives in the languages room (below the auth service, which reads it for a sign-up's mail);
// the site's routing and its tests import it from here as before.
export * from '../languages/negotiate-language'
