import net from 'node:net';

export interface TcpProxy {
  port: number;
  /** Closes the listener and cuts every open connection, like a database going away. */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
}

/** Forwards a local port to a target, so a test can take a server "down" and bring it back. */
export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listener = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => {
            client.destroy();
            upstream.destroy();
          });
        }
        client.pipe(upstream).pipe(client);
      });
      listener.once('error', reject);
      listener.listen(port, '127.0.0.1', () => {
        port = (listener.address() as net.AddressInfo).port;
        server = listener;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    async stop() {
      const listener = server;
      server = undefined;
      for (const socket of sockets) socket.destroy();
      if (listener) await new Promise<void>((resolve) => listener.close(() => resolve()));
    },
    start: listen,
  };
}
