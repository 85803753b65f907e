import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";

export type TcpProxy = {
  port: number;
  /** The database goes away: every open connection is torn down and new ones are refused (ECONNREFUSED). */
  cut: () => Promise<void>;
  /** The network drops everything: open connections are torn down, new ones are accepted and never answered. */
  blackHole: () => void;
  /** The database is back on the same address. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
};

/** A TCP proxy in front of a real server that a test can cut and restore, as a network or a failover would. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  let silent = false;

  const open = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        if (silent) {
          sockets.add(client);
          client.on("error", () => client.destroy());
          return;
        }
        const upstream = connect(target.port, target.host);
        sockets.add(client).add(upstream);
        const end = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          socket.on("error", end);
          socket.on("close", end);
        }
        client.pipe(upstream);
        upstream.pipe(client);
      });
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => {
        port = (listening.address() as AddressInfo).port;
        server = listening;
        resolve();
      });
    });

  const tearDown = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };
  const shut = async () => {
    const current = server;
    server = undefined;
    silent = false;
    tearDown();
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
  };

  await open();
  return {
    get port() {
      return port;
    },
    cut: shut,
    blackHole: () => {
      silent = true;
      tearDown();
    },
    restore: async () => {
      if (silent) {
        silent = false;
        tearDown();
      } else await open();
    },
    close: shut,
  };
}
