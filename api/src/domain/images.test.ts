import { describe, expect, it } from 'vitest';
import { makePng } from '../test/harness';
import { sniffImage } from './images';

describe('sniffImage', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes', () => {
    expect(sniffImage(makePng())).toBe('png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0]))).toBe('jpg');
    expect(sniffImage(Buffer.from('GIF89a\x01\x00', 'latin1'))).toBe('gif');
    expect(sniffImage(Buffer.from('GIF87a', 'latin1'))).toBe('gif');
    expect(sniffImage(Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
  });

  it('refuses anything else, including truncated signatures', () => {
    for (const data of ['', 'hello', '<svg/>', 'GIF88a', 'RIFF\x10\x00\x00\x00WAVE', '\x89PNG\r\n']) {
      expect(sniffImage(Buffer.from(data, 'latin1')), JSON.stringify(data)).toBeNull();
    }
    expect(sniffImage(Buffer.from([0xff, 0xd8]))).toBeNull();
  });
});
