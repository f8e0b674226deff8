/**
 * Scripted JSON-RPC endpoints for the adapters' RPC fallback tests: real HTTP servers on free ports that
 * answer each request as the test says (a result, a JSON-RPC error, an HTTP status, a body that is not
 * JSON, or no answer at all), and record which methods they were asked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type EndpointBehaviour =
  | { result: unknown }
  | { rpcError: { code: number; message: string; data?: string } }
  | { status: number }
  | { body: string }
  | { hang: true };

export interface JsonRpcEndpoint {
  url: string;
  /** The JSON-RPC methods this endpoint was asked, in order. */
  asked: string[];
  behave(next: EndpointBehaviour): void;
  close(): Promise<void>;
}

/** Endpoints a test file opened; `closeAll` in its afterEach closes them. */
export function jsonRpcEndpoints() {
  const open: JsonRpcEndpoint[] = [];

  async function start(initial: EndpointBehaviour): Promise<JsonRpcEndpoint> {
    let behaviour = initial;
    const asked: string[] = [];
    const server: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        const call = JSON.parse(body) as { id: number; method: string };
        asked.push(call.method);
        if ('hang' in behaviour) return;
        if ('status' in behaviour) {
          response.writeHead(behaviour.status).end('unavailable');
          return;
        }
        if ('body' in behaviour) {
          response.writeHead(200, { 'content-type': 'application/json' }).end(behaviour.body);
          return;
        }
        const answer =
          'result' in behaviour
            ? { jsonrpc: '2.0', id: call.id, result: behaviour.result }
            : { jsonrpc: '2.0', id: call.id, error: behaviour.rpcError };
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const endpoint: JsonRpcEndpoint = {
      url: `http://127.0.0.1:${port}`,
      asked,
      behave: (next) => {
        behaviour = next;
      },
      close: () =>
        new Promise((resolve) => {
          server.close(() => resolve());
          // A request left hanging would keep the server open.
          server.closeAllConnections();
        }),
    };
    open.push(endpoint);
    return endpoint;
  }

  /** A port nothing listens on: an endpoint that is down (connection refused). */
  async function downUrl(): Promise<string> {
    const endpoint = await start({ status: 500 });
    await endpoint.close();
    open.splice(open.indexOf(endpoint), 1);
    return endpoint.url;
  }

  const closeAll = async () => {
    await Promise.all(open.splice(0).map((endpoint) => endpoint.close()));
  };

  return { start, downUrl, closeAll };
}
