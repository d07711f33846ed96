import { describe, expect, it } from 'vitest';
import { markdownOutline, renderMarkdown, splitTitle } from './render-markdown';

describe('renderMarkdown', () => {
  it('prints raw HTML as text instead of passing it through', () => {
    const html = renderMarkdown('<script>alert(1)</script>\n\nHello <b>there</b>');

    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;there&lt;/b&gt;');
  });

  it('keeps safe links and drops script links', () => {
    const html = renderMarkdown(
      '[contact](/contact) [site](https://example.com) [bad](javascript:alert(1))',
    );

    expect(html).toContain('<a href="/contact">contact</a>');
    expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">site</a>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('bad');
  });

  it('gives section headings anchor ids that match the outline', () => {
    const source = "# Title\n\n## 1. What's collected\n\ntext\n\n## 2. Sharing & hosting\n";

    expect(renderMarkdown(source)).toContain('<h2 id="1-whats-collected">');
    expect(markdownOutline(source)).toEqual([
      { id: '1-whats-collected', text: "1. What's collected" },
      { id: '2-sharing-hosting', text: '2. Sharing & hosting' },
    ]);
  });

  it('splits the leading title off a document', () => {
    expect(splitTitle('# Privacy Policy\n\nBody')).toEqual({
      title: 'Privacy Policy',
      body: 'Body',
    });
    expect(splitTitle('No title')).toEqual({ title: undefined, body: 'No title' });
  });
});
