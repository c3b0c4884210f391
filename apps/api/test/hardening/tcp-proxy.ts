import { once } from "node:events";
import { type AddressInfo, connect, createServer, type Socket } from "node:net";

/**
 * A TCP forwarder put between the app and its database server, so a test can take the database
 * away and bring it back without touching the server other suites share.
 */
export interface TcpProxy {
  port: number;
  /** Refuses new connections and drops the open ones, like a server that went down. */
  cut(): Promise<void>;
  /** Accepts connections but never answers them, like a server that hangs. */
  blackhole(): Promise<void>;
  /** Forwards again, on the same port. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let mode: "forward" | "blackhole" = "forward";

  const server = createServer((client) => {
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => undefined);
    if (mode === "blackhole") return;
    const upstream = connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });

  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;

  const dropAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  const stopListening = () =>
    new Promise<void>((resolve) => {
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const listen = async () => {
    if (server.listening) return;
    server.listen(port, "127.0.0.1");
    await once(server, "listening");
  };

  return {
    port,
    async cut() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
    async blackhole() {
      mode = "blackhole";
      dropAll();
      await listen();
    },
    async restore() {
      mode = "forward";
      await listen();
    },
    async close() {
      const closed = stopListening();
      dropAll();
      await closed;
    },
  };
}
