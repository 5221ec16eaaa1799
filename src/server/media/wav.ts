import type { SentenceTiming } from '../../shared/sentences.ts';

/**
 * Reading and joining PCM WAV audio, so a narration spoken sentence by sentence becomes one file whose sentence
 * times are measured from the samples themselves, not guessed.
 */

export type WavAudio = {
  /** The `fmt ` chunk's body, copied into a joined file. */
  format: Uint8Array;
  sampleRate: number;
  /** Bytes per sample frame (all channels). */
  blockAlign: number;
  /** The sample frames, whole frames only. */
  samples: Uint8Array;
};

const PCM = 1;
const FLOAT = 3;
const EXTENSIBLE = 0xfffe;

const ascii = (bytes: Uint8Array, offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
const viewOf = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/**
 * The samples and format of a WAV file, or null when the bytes are not WAV of a kind that can be joined (PCM of 16
 * bits or more, or float: silence is zero there). A streamed WAV cannot know its length when its header is sent, so
 * OpenAI's and Kokoro-FastAPI's say 0xFFFFFFFF: a data chunk longer than the file runs to the file's end.
 */
export function readWav(bytes: Uint8Array): WavAudio | null {
  if (bytes.byteLength < 12 || ascii(bytes, 0) !== 'RIFF' || ascii(bytes, 8) !== 'WAVE') return null;
  const view = viewOf(bytes);
  let format: Uint8Array | undefined;
  for (let offset = 12; offset + 8 <= bytes.byteLength; ) {
    const id = ascii(bytes, offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + size > bytes.byteLength) return null;
      format = bytes.subarray(body, body + size);
    } else if (id === 'data') {
      if (!format) return null;
      const fields = viewOf(format);
      const kind = fields.getUint16(0, true);
      const sampleRate = fields.getUint32(4, true);
      const blockAlign = fields.getUint16(12, true);
      const bits = fields.getUint16(14, true);
      if (![PCM, FLOAT, EXTENSIBLE].includes(kind) || bits < 16 || sampleRate === 0 || blockAlign === 0) return null;
      const length = Math.min(size, bytes.byteLength - body);
      const whole = length - (length % blockAlign);
      return { format, sampleRate, blockAlign, samples: bytes.subarray(body, body + whole) };
    }
    offset = body + size + (size % 2);
  }
  return null;
}

/** How long the audio lasts, in seconds. */
export const durationOf = (audio: WavAudio) => audio.samples.byteLength / audio.blockAlign / audio.sampleRate;

const sameFormat = (a: WavAudio, b: WavAudio) =>
  a.format.byteLength === b.format.byteLength && a.format.every((byte, index) => byte === b.format[index]);

const milliseconds = (seconds: number) => Math.round(seconds * 1000) / 1000;

/**
 * One WAV file of the parts in order, with a rest of `pauseSeconds` of silence between two parts, and when each part
 * is heard in it (seconds, to the millisecond); null when the parts' formats differ.
 */
export function joinWav(
  parts: readonly WavAudio[],
  pauseSeconds: number,
): { bytes: Uint8Array; timings: SentenceTiming[] } | null {
  const first = parts[0];
  if (!first || parts.some((part) => !sameFormat(part, first))) return null;
  const pauseBytes = Math.round(pauseSeconds * first.sampleRate) * first.blockAlign;
  const dataBytes = parts.reduce((sum, part) => sum + part.samples.byteLength, 0) + pauseBytes * (parts.length - 1);
  const padding = dataBytes % 2;
  const bytes = new Uint8Array(12 + 8 + first.format.byteLength + 8 + dataBytes + padding);
  const view = viewOf(bytes);
  const writeText = (offset: number, text: string) => {
    for (let index = 0; index < text.length; index += 1) bytes[offset + index] = text.charCodeAt(index);
  };
  writeText(0, 'RIFF');
  view.setUint32(4, bytes.byteLength - 8, true);
  writeText(8, 'WAVE');
  writeText(12, 'fmt ');
  view.setUint32(16, first.format.byteLength, true);
  bytes.set(first.format, 20);
  const dataHeader = 20 + first.format.byteLength;
  writeText(dataHeader, 'data');
  view.setUint32(dataHeader + 4, dataBytes, true);

  const bytesPerSecond = first.sampleRate * first.blockAlign;
  const timings: SentenceTiming[] = [];
  let offset = 0;
  parts.forEach((part, index) => {
    if (index > 0) offset += pauseBytes; // the new array is zeros: silence
    bytes.set(part.samples, dataHeader + 8 + offset);
    timings.push({
      start: milliseconds(offset / bytesPerSecond),
      end: milliseconds((offset + part.samples.byteLength) / bytesPerSecond),
    });
    offset += part.samples.byteLength;
  });
  return { bytes, timings };
}
