// The webhooks feature's door (api/src/webhooks): the Webhooks section of a team workspace's settings, for its
// owners and admins.
export { WebhooksSection } from './WebhooksSection'
