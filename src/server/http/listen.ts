import "server-only";
import type { Server } from "node:http";

/** The server could not take its address: the operator must free the port or choose another one. */
export class ListenError extends Error {}

function explain(error: NodeJS.ErrnoException, where: string): string | undefined {
  switch (error.code) {
    case "EADDRINUSE":
      return `${where} is already in use: another Liman or another program is listening there. Stop it, or set PORT to a free port.`;
    case "EACCES":
      return `${where} needs privileges this user does not have (ports below 1024). Set PORT to 1024 or above.`;
    case "EADDRNOTAVAIL":
      return `${where}: HOST is not an address of this machine. Set HOST to one of its addresses (or 0.0.0.0).`;
    default:
      return undefined;
  }
}

/** `server.listen` as a promise that rejects (with a ListenError for the usual mistakes) instead of crashing later. */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      const message = explain(error, `Port ${port} on ${host}`);
      reject(message ? new ListenError(message) : error);
    };
    server.once("error", onError);
    server.listen(port, host, () => {
      server.off("error", onError);
      resolve();
    });
  });
}
