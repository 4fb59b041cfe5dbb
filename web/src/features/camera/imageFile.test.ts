import { describe, expect, it } from 'vitest';
import { checkImageFile, fitWithin } from './imageFile';

describe('checkImageFile', () => {
  it('needs a file that is an image', () => {
    expect(checkImageFile(null)).toBe('noImageSelected');
    expect(checkImageFile({ type: 'text/plain', size: 10 })).toBe('selectValidImageFile');
    expect(checkImageFile({ type: '', size: 10 })).toBe('selectValidImageFile');
    expect(checkImageFile({ type: 'image/heic', size: 10 })).toBeNull();
  });
});

describe('fitWithin', () => {
  it('scales the longer side down to the maximum and never up', () => {
    expect(fitWithin(4032, 3024, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(1080, 1920, 1920)).toEqual({ width: 1080, height: 1920 });
    expect(fitWithin(640, 480, 1920)).toEqual({ width: 640, height: 480 });
  });
});
