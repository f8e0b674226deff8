/**
 * The RPC endpoints behind the node reads. A network may list several in `rpcUrls.default.http`; a request
 * goes on to the next one when an endpoint is down, slow or failing, as the WagmiAdapter's reads do
 * (docs/adapters.md "RPC endpoints"). Imported by node-reads.ts only, so ethers still loads on first use.
 */
import {
  type CaipNetwork,
  classifyNodeError,
  createError,
  isUserRejection,
  UnknownNodeError,
  walletErrorCodes,
} from '@walletport/core/internal';
import {
  FetchRequest,
  type JsonRpcApiProviderOptions,
  JsonRpcProvider,
  type JsonRpcPayload,
  type JsonRpcResult,
  type Networkish,
} from 'ethers';

/** The HTTP RPC timeout per request (docs/adapters.md "RPC endpoints"); ethers' own is 5 minutes. */
export const RPC_TIMEOUT_MS = 10_000;

/** The network's RPC URLs in order, empty ones left out; 'No URL was provided to the Transport…' without any. */
export function rpcUrlsOf(network: CaipNetwork): string[] {
  const urls = network.rpcUrls.default.http.filter((url) => url !== '');
  if (urls.length === 0) {
    throw createError('TRANSPORT_URL_MISSING', {
      details: `Network ${network.caipNetworkId} has no RPC URL.`,
    });
  }
  return urls;
}

/** User rejection, unsupported method, rejected transaction: the WagmiAdapter stops on these codes too. */
const FINAL_RPC_ERROR_CODES: ReadonlySet<number> = new Set([4001, 4200, -32003]);

/**
 * Whether a JSON-RPC error an endpoint answered is the request's own answer, which any endpoint would repeat:
 * a user rejection, an unsupported method, or a node error core recognises (a revert, insufficient funds, a
 * bad nonce). Anything else ("header not found", rate limits, internal errors) is this endpoint failing.
 */
export function isFinalRpcError(error: unknown): boolean {
  if (walletErrorCodes(error).some((code) => FINAL_RPC_ERROR_CODES.has(code))) return true;
  if (isUserRejection(error)) return true;
  return !(classifyNodeError(error) instanceof UnknownNodeError);
}

/** Whether every request in `payload` got an answer that stands: a result, or a final error. */
function answersStand(payload: JsonRpcPayload | JsonRpcPayload[], body: unknown): boolean {
  const answers: unknown[] = Array.isArray(body) ? body : [body];
  return (Array.isArray(payload) ? payload : [payload]).every(({ id }) => {
    const answer = answers.find((entry) => (entry as { id?: unknown } | null)?.id === id);
    if (typeof answer !== 'object' || answer === null) return false;
    if ('result' in answer) return true;
    return 'error' in answer && isFinalRpcError(answer.error);
  });
}

/**
 * ethers' JsonRpcProvider over several endpoints: each request is posted as ethers posts it, to one endpoint
 * after the other until one answers. Requests start at the endpoint that answered last, so a dead or slow
 * first endpoint costs one failed request, not one per read; when that endpoint fails in turn, the others
 * are asked in list order, wrapping round.
 */
export class EndpointsProvider extends JsonRpcProvider {
  readonly #requests: readonly FetchRequest[];
  #current = 0;

  constructor(urls: readonly string[], network: Networkish, options: JsonRpcApiProviderOptions) {
    const requests = urls.map((url) => {
      const request = new FetchRequest(url);
      request.timeout = RPC_TIMEOUT_MS;
      return request;
    });
    const [first] = requests;
    if (first === undefined) throw new Error('EndpointsProvider needs at least one URL.');
    super(first, network, options);
    this.#requests = requests;
  }

  // Typed as JsonRpcProvider's own _send, which declares results only: error answers pass through it too,
  // and ethers' caller turns them into its errors.
  override async _send(payload: JsonRpcPayload | JsonRpcPayload[]): Promise<JsonRpcResult[]> {
    const count = this.#requests.length;
    // Read once: a concurrent read may move #current, and this one must still ask each endpoint once.
    const start = this.#current;
    let failure: unknown;
    for (let step = 0; step < count; step++) {
      const index = (start + step) % count;
      const last = step === count - 1;
      try {
        const body = await post(this.#requests[index] as FetchRequest, payload, !last);
        const stands = answersStand(payload, body);
        if (stands) this.#current = index;
        // The last endpoint's answer goes to ethers even when it is an error, so ethers words it as usual.
        if (stands || last) return Array.isArray(body) ? body : [body];
      } catch (error) {
        failure = error;
      }
    }
    throw failure;
  }
}

/**
 * JsonRpcProvider's own _send on one endpoint: a failed HTTP status, no answer or invalid JSON throws. The
 * body is typed as ethers types it; answersStand checks its shape.
 */
async function post(
  template: FetchRequest,
  payload: JsonRpcPayload | JsonRpcPayload[],
  hasNext: boolean,
): Promise<JsonRpcResult | JsonRpcResult[]> {
  const request = template.clone();
  request.body = JSON.stringify(payload);
  request.setHeader('content-type', 'application/json');
  // ethers would ask a throttling endpoint again and again (HTTP 429, with back-off); the next one answers sooner.
  if (hasNext) request.retryFunc = async () => false;
  const response = await request.send();
  response.assertOk();
  return response.bodyJson;
}
