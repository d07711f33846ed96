import { Marked, type Tokens } from 'marked';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** The anchor id of a heading: "4. Who We Share It With" becomes "4-who-we-share-it-with". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const SAFE_HREF = /^(https?:|mailto:|\/(?!\/)|#)/i;

/*
 * Our markdown files are trusted, but the output still goes through innerHTML, so raw HTML
 * is printed as text and only http(s), mailto, same-site and in-page links are kept.
 */
const markdown = new Marked({
  gfm: true,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    heading({ tokens, depth, text }: Tokens.Heading) {
      const inner = this.parser.parseInline(tokens);
      const id = depth > 1 ? ` id="${slugify(text)}"` : '';
      return `<h${depth}${id}>${inner}</h${depth}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const inner = this.parser.parseInline(tokens);
      if (!SAFE_HREF.test(href)) return inner;
      const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
      const external = /^https?:/i.test(href) ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(href)}"${titleAttr}${external}>${inner}</a>`;
    },
  },
});

export function renderMarkdown(source: string): string {
  return markdown.parse(source, { async: false });
}

export interface OutlineEntry {
  id: string;
  text: string;
}

/** The second-level headings of a document, for an "On this page" list. */
export function markdownOutline(source: string): OutlineEntry[] {
  return markdown
    .lexer(source)
    .filter((token): token is Tokens.Heading => token.type === 'heading' && token.depth === 2)
    .map((heading) => ({ id: slugify(heading.text), text: heading.text }));
}

/** Splits a leading "# Title" line off a document, so the page can show it in its own header. */
export function splitTitle(source: string): { title: string | undefined; body: string } {
  const match = /^#\s+(.+)\n+/.exec(source);
  if (!match) return { title: undefined, body: source };
  return { title: match[1]?.trim(), body: source.slice(match[0].length) };
}
