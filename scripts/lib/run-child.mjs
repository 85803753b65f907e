// Runs a child process to its end as part of this one: the signals that stop a process (Ctrl-C, a process
// manager's SIGTERM, a closed terminal) are passed on, and this process waits for the child instead of dying
// first and leaving it orphaned.
import { spawn } from "node:child_process";
import { constants } from "node:os";

const FORWARDED = ["SIGINT", "SIGTERM", "SIGHUP"];

/**
 * Spawns `command` and answers its exit code once it has ended; a child ended by a signal answers 128 + the
 * signal's number, as a shell reports it.
 */
export function runChild(command, args, options) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, options);
    const forward = (signal) => child.kill(signal);
    for (const signal of FORWARDED) process.on(signal, forward);
    const stopForwarding = () => {
      for (const signal of FORWARDED) process.off(signal, forward);
    };
    child.once("error", (error) => {
      stopForwarding();
      reject(error);
    });
    child.once("exit", (code, signal) => {
      stopForwarding();
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}
