import http from 'node:http'
import { VISITOR_UUID_HEADER } from '../http/visitor-uuid'

/** An answer of the server: its status and its body parsed as JSON (the text when it is not JSON). */
export interface HttpAnswer {
  readonly status: number
  readonly body: unknown
}

/** A request: the visitor's uuid header, and a JSON body for PUT and POST. */
export interface HttpRequest {
  readonly uuid?: string
  readonly json?: unknown
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Test support: a keep-alive HTTP/1.1 client for bursts of real requests to one or more servers.
 * node:http rather than fetch: on this two-core machine fetch (undici) costs several times more
 * CPU per request, and the client shares the cores with the servers it loads (see bench/load.ts).
 * A request that the connection drops (a killed server) rejects with the socket's error.
 */
export class KeepAliveClient {
  private readonly agent: http.Agent

  /** `sockets`: connections per server at most, so as many requests are in flight at once. */
  constructor(sockets: number) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: sockets, maxFreeSockets: sockets })
  }

  request(origin: string, method: 'GET' | 'PUT' | 'POST', path: string, request: HttpRequest = {}): Promise<HttpAnswer> {
    const { hostname, port } = new URL(origin)
    const body = request.json === undefined ? undefined : JSON.stringify(request.json)
    const headers: Record<string, string> = {
      ...(request.uuid === undefined ? {} : { [VISITOR_UUID_HEADER]: request.uuid }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    }
    return new Promise((resolve, reject) => {
      const sent = http.request({ host: hostname, port, path, method, agent: this.agent, headers }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: parse(Buffer.concat(chunks).toString('utf8')) }))
      })
      sent.on('error', (error: NodeJS.ErrnoException) => {
        // Node's documented keep-alive race: the server closed an idle connection just as this
        // request reused it, so the server never read the request; sending it again is safe.
        if (sent.reusedSocket && error.code === 'ECONNRESET') resolve(this.request(origin, method, path, request))
        else reject(error)
      })
      sent.end(body)
    })
  }

  /** Closes every connection (idle or not). */
  close(): void {
    this.agent.destroy()
  }
}
