import "server-only";
import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

export type ListenHandlers = {
  onNotify: (payload: string) => void;
  /** The listening connection is gone (called at most once): notifications may have been missed. */
  onLost: (error: unknown) => void;
};

export type Listening = {
  /** The listening backend's pid on a PostgreSQL server; null on PGlite. */
  pid: number | null;
  /** Fails when the connection no longer answers (a half-open socket delivers no notifications either). */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

/** LISTEN on a channel of the database; resolves once the LISTEN is in effect. */
export type Listen = (channel: string, handlers: ListenHandlers) => Promise<Listening>;

const PING_TIMEOUT_MS = 5_000;
const CLOSE_TIMEOUT_MS = 2_000;

/**
 * A dedicated connection outside the pool: a pooled connection is handed to other queries and released,
 * while LISTEN belongs to one session for as long as it lives.
 */
export function postgresListen(url: string): Listen {
  return async (channel, handlers) => {
    const client = new pg.Client({
      connectionString: url,
      application_name: "liman-listener",
      keepAlive: true,
      connectionTimeoutMillis: 5_000,
    });
    let closing = false;
    let lost = false;
    const lose = (error: unknown) => {
      if (closing || lost) return;
      lost = true;
      handlers.onLost(error);
    };
    client.on("notification", (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? "");
    });
    client.on("error", lose);
    client.on("end", () => lose(new Error("listener connection ended")));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (error) {
      closing = true;
      client.end().catch(() => {});
      throw error;
    }
    const { processID } = client as unknown as { processID: number | null };
    return {
      pid: processID ?? null,
      ping: async () => {
        await within(client.query("SELECT 1"), PING_TIMEOUT_MS, "listener ping timed out");
      },
      close: async () => {
        closing = true;
        await within(client.end(), CLOSE_TIMEOUT_MS, "listener close timed out").catch(() => {
          // A half-open socket never completes the goodbye.
          (client as unknown as { connection?: { stream?: { destroy: () => void } } }).connection?.stream?.destroy();
        });
      },
    };
  };
}

/** PGlite is one in-process session: its listener cannot be lost. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, handlers) => {
    const unlisten = await client.listen(channel, handlers.onNotify);
    return { pid: null, ping: async () => {}, close: () => unlisten() };
  };
}

function within<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
