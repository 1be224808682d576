export interface WavInfo {
  sampleRate: number;
  channels: number;
  bitsPerSample: number;
  /** Byte offset and length of the samples (the `data` chunk). */
  dataOffset: number;
  dataBytes: number;
  seconds: number;
}

/**
 * Reads a PCM WAV file's format and length; throws on anything else. A streamed file (size fields
 * 0x7fffffff-ish or past the end, as espeak-ng writes to stdout) counts up to the end of the buffer.
 */
export function parseWav(buffer: Buffer): WavInfo {
  if (buffer.length < 44 || buffer.toString("ascii", 0, 4) !== "RIFF" || buffer.toString("ascii", 8, 12) !== "WAVE") {
    throw new Error("Not a RIFF/WAVE file");
  }
  let offset = 12;
  let format: Omit<WavInfo, "dataOffset" | "dataBytes" | "seconds"> | undefined;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString("ascii", offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") {
      if (buffer.readUInt16LE(body) !== 1) throw new Error("Not PCM audio");
      format = {
        channels: buffer.readUInt16LE(body + 2),
        sampleRate: buffer.readUInt32LE(body + 4),
        bitsPerSample: buffer.readUInt16LE(body + 14),
      };
    } else if (id === "data") {
      if (!format) throw new Error("WAV data before its format");
      const dataBytes = Math.min(size, buffer.length - body);
      const bytesPerSecond = format.sampleRate * format.channels * (format.bitsPerSample / 8);
      if (bytesPerSecond <= 0) throw new Error("Invalid WAV format");
      return { ...format, dataOffset: body, dataBytes, seconds: dataBytes / bytesPerSecond };
    }
    offset = body + size + (size % 2);
  }
  throw new Error("WAV without a data chunk");
}

/** The same audio with the RIFF and data sizes written for its actual length (a seekable file). */
export function finalizeWav(buffer: Buffer): { audio: Buffer; info: WavInfo } {
  const info = parseWav(buffer);
  const audio = buffer.subarray(0, info.dataOffset + info.dataBytes);
  const fixed = Buffer.from(audio);
  fixed.writeUInt32LE(fixed.length - 8, 4);
  fixed.writeUInt32LE(info.dataBytes, info.dataOffset - 4);
  return { audio: fixed, info };
}
