// Web Workers for engines and heavy generators: cross-origin start-up and a typed RPC with cancellation.
export { bundledWorker, captureWorkerUrl, createWorkerFromUrl, workerBootstrapSource } from './createWorker';
export {
  abortError,
  createRpcClient,
  isAbortError,
  serveRpc,
  type RpcCallOptions,
  type RpcClient,
  type RpcContext,
  type RpcEndpoint,
  type RpcMessage,
} from './rpc';
export { createWorkerClient, type WorkerClient, type WorkerClientOptions } from './worker-client';
