import { describe, expect, it } from 'vitest';
import { linkify } from './dev-mailbox.page';

describe('linkify', () => {
  it('links every URL and leaves sentence punctuation outside', () => {
    expect(linkify('See http://a.example/x, then https://b.example/y?z=1&w=2.')).toBe(
      'See <a href="http://a.example/x">http://a.example/x</a>, then ' +
        '<a href="https://b.example/y?z=1&amp;w=2">https://b.example/y?z=1&amp;w=2</a>.',
    );
  });

  it('escapes everything else', () => {
    expect(linkify('<b>"hi"</b> javascript:alert(1)')).toBe(
      '&lt;b&gt;&quot;hi&quot;&lt;/b&gt; javascript:alert(1)',
    );
  });
});
