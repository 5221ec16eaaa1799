import sharp from 'sharp';

/** Small but real media files for the fakes to serve. */

/** A real WebP or PNG picture (64x36, a calm night blue). */
export async function tinyPicture(format: 'webp' | 'png' | 'jpeg'): Promise<Uint8Array> {
  const image = sharp({ create: { width: 64, height: 36, channels: 3, background: { r: 40, g: 60, b: 120 } } });
  const buffer = await (format === 'webp' ? image.webp() : format === 'png' ? image.png() : image.jpeg()).toBuffer();
  return new Uint8Array(buffer);
}

/** How long the fake voices take to say a text: each sentence gets its own length, as with a real voice. */
export const fakeSpeechMs = (text: string) => 200 + 50 * [...text].length;

/**
 * A valid PCM WAV file of silence (mono, 16 bit, 24 kHz, like Kokoro's output). `streamed` writes the header as
 * OpenAI's speech endpoint and Kokoro-FastAPI stream it: the RIFF and data sizes are 0xFFFFFFFF, as the length is not
 * known when the header is sent.
 */
export function silentWav(milliseconds = 100, { streamed = false } = {}): Uint8Array {
  const sampleRate = 24_000;
  const samples = Math.round((sampleRate * milliseconds) / 1000);
  const dataBytes = samples * 2;
  const buffer = Buffer.alloc(44 + dataBytes);
  buffer.write('RIFF', 0, 'ascii');
  buffer.writeUInt32LE(streamed ? 0xffffffff : 36 + dataBytes, 4);
  buffer.write('WAVE', 8, 'ascii');
  buffer.write('fmt ', 12, 'ascii');
  buffer.writeUInt32LE(16, 16);
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28);
  buffer.writeUInt16LE(2, 32);
  buffer.writeUInt16LE(16, 34);
  buffer.write('data', 36, 'ascii');
  buffer.writeUInt32LE(streamed ? 0xffffffff : dataBytes, 40);
  return new Uint8Array(buffer);
}

/** MPEG-1 Layer III frames of silence (128 kbit/s, 44.1 kHz, 417 bytes each): decodes as a short silence. */
export function silentMp3(frames = 4): Uint8Array {
  const frameBytes = 417;
  const buffer = Buffer.alloc(frames * frameBytes);
  for (let frame = 0; frame < frames; frame++) {
    buffer.writeUInt32BE(0xfffb9064, frame * frameBytes);
  }
  return new Uint8Array(buffer);
}

export const CONTENT_TYPES = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
} as const;

export type FileKind = keyof typeof CONTENT_TYPES;
