// The part of busboy 1.x (streaming multipart parser) that src/server/api/read-multipart.ts uses;
// the package ships no types and @types/busboy is not installed.
declare module "busboy" {
  import type { Readable, Writable } from "node:stream";

  type Limits = {
    fieldNameSize?: number;
    fieldSize?: number;
    fields?: number;
    fileSize?: number;
    files?: number;
    parts?: number;
    headerPairs?: number;
  };
  type FileInfo = { filename: string | undefined; encoding: string; mimeType: string };
  type FieldInfo = { nameTruncated: boolean; valueTruncated: boolean; encoding: string; mimeType: string };

  interface FileStream extends Readable {
    truncated: boolean;
    bytesRead: number;
  }

  interface Busboy extends Writable {
    on(event: "file", listener: (name: string, stream: FileStream, info: FileInfo) => void): this;
    on(event: "field", listener: (name: string, value: string, info: FieldInfo) => void): this;
    on(event: "filesLimit" | "fieldsLimit" | "partsLimit" | "close", listener: () => void): this;
    on(event: "error", listener: (error: Error) => void): this;
  }

  function busboy(config: { headers: Record<string, string>; limits?: Limits; defParamCharset?: string }): Busboy;

  export default busboy;
  export type { Busboy, FileStream, FileInfo, FieldInfo, Limits };
}
