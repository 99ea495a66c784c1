import { createServer, type Socket, connect as tcpConnect } from "node:net";

export interface TcpProxy {
  /** 127.0.0.1 port the proxy listens on; the server under test connects here instead of the target. */
  readonly port: number;
  /** Rewrites a service URL (PostgreSQL, Redis) so it goes through the proxy. */
  via(url: string): string;
  /**
   * The target becomes unreachable: every open connection is destroyed mid-stream and each new one is
   * dropped as soon as it is accepted. The port stays bound, so nothing else can take it before restore().
   */
  cut(): void;
  /**
   * Like cut(), but new connections are accepted and never answered, as when a firewall or a dead host
   * drops the packets: only a client's own timeout gets it out.
   */
  stall(): void;
  /** New connections reach the target again; those stall() held are dropped, so their clients retry. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy on a free 127.0.0.1 port to `target`, to cut a service off without stopping it. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  const held = new Set<Socket>();
  let mode: "pass" | "refuse" | "hold" = "pass";

  const server = createServer((client) => {
    if (mode === "refuse") {
      client.destroy();
      return;
    }
    if (mode === "hold") {
      held.add(client);
      client.on("error", () => client.destroy());
      client.on("close", () => held.delete(client));
      return;
    }
    const upstream = tcpConnect(target.port, target.host);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on("close", () => open.delete(socket));
      // Either end failing (a reset, the target down) ends the pair; the peer sees the connection drop.
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("The TCP proxy has no port.");
  const { port } = address;

  return {
    port,
    via(url) {
      const rewritten = new URL(url);
      rewritten.hostname = "127.0.0.1";
      rewritten.port = String(port);
      return rewritten.toString();
    },
    cut() {
      mode = "refuse";
      for (const socket of open) socket.destroy();
    },
    stall() {
      mode = "hold";
      for (const socket of open) socket.destroy();
    },
    restore() {
      mode = "pass";
      for (const socket of held) socket.destroy();
    },
    async close() {
      for (const socket of [...open, ...held]) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
