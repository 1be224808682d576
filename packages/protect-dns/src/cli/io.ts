/** Where commands write: data to stdout, status to stderr. Tests pass buffers. */
export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

export const processIo: CliIo = { stdout: process.stdout, stderr: process.stderr };
