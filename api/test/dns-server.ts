// A real DNS server for tests (dns2 over UDP on 127.0.0.1): it answers from the test's own zone the way a
// recursive resolver would, following CNAMEs and answering NXDOMAIN for names it does not hold.
import { createServer, Packet, type Resource } from 'dns2'

export interface ZoneNode {
  a?: string[]
  aaaa?: string[]
  cname?: string
  txt?: (string | string[])[] // a string[] is one record made of several strings
}

export interface TestDns {
  /** `ip:port`, as DOMAIN_DNS_SERVERS and the check's `servers` take it. */
  readonly server: string
  /** The zone: change it between lookups. */
  readonly zone: Record<string, ZoneNode>
  /** Questions received so far. */
  readonly queries: number
  close(): Promise<void>
}

// dns2's typings ask every record for toBuffer(), though its encoder takes plain objects
type Answer = Omit<Resource, 'toBuffer'>

function answer(zone: Record<string, ZoneNode>, name: string, type: number, answers: Answer[]): void {
  const node = zone[name.toLowerCase()]
  if (!node) return
  const record = { name, class: Packet.CLASS.IN, ttl: 60 }
  if (node.cname) {
    answers.push({ ...record, type: Packet.TYPE.CNAME, domain: node.cname })
    if (type !== Packet.TYPE.CNAME) answer(zone, node.cname, type, answers)
    return
  }
  if (type === Packet.TYPE.A) for (const address of node.a ?? []) answers.push({ ...record, type, address })
  if (type === Packet.TYPE.AAAA) for (const address of node.aaaa ?? []) answers.push({ ...record, type, address })
  if (type === Packet.TYPE.TXT) for (const data of node.txt ?? []) answers.push({ ...record, type, data })
}

export async function startTestDns(zone: Record<string, ZoneNode> = {}): Promise<TestDns> {
  let queries = 0
  const dns = createServer({
    udp: true,
    handle: (request, send) => {
      queries++
      const response = Packet.createResponseFromRequest(request)
      const [question] = request.questions
      if (!question) return
      if (zone[question.name.toLowerCase()]) answer(zone, question.name, question.type, response.answers)
      else response.header.rcode = 3 // NXDOMAIN
      send(response)
    },
  })
  const { udp } = await dns.listen({ udp: { port: 0, address: '127.0.0.1' } })
  return {
    server: `127.0.0.1:${udp?.port}`,
    zone,
    get queries() {
      return queries
    },
    close: async () => {
      await dns.close()
    },
  }
}
