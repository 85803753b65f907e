// The one free-port helper lives with the scripts that start servers (bench, prepare-data-dir); tests use it from here.
export { freePort } from "../../scripts/lib/free-port.mjs";
