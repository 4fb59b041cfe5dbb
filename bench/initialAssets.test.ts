import { describe, expect, it } from 'vitest';
import { initialAssets } from './initialAssets';

describe('initialAssets', () => {
  it('collects the entry module, its preloads and the stylesheets, once each', () => {
    const html = `<head>
      <script type="module" crossorigin src="/assets/index-1.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/vendor-2.js">
      <link rel="modulepreload" href="/assets/vendor-2.js">
      <link rel="stylesheet" crossorigin href="/assets/index-3.css">
      <link rel="icon" href="/favicon.svg">
      <link rel="manifest" href="/manifest.webmanifest">
      <script src="/not-a-module.js"></script></head>`;
    expect(initialAssets(html)).toEqual({
      scripts: ['/assets/index-1.js', '/assets/vendor-2.js'],
      styles: ['/assets/index-3.css'],
    });
  });
});
