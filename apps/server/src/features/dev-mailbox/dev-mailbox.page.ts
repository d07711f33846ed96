import { escapeHtml } from '../../mail/mail-layout';
import type { OutboxMail } from './dev-mailbox.service';

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"')\]]+/g;

/** Escapes text and turns every http(s) URL in it into a link. */
export function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    // A sentence's final period or comma is not part of the link.
    const url = match[0].replace(/[.,;:!?]+$/, '');
    const start = match.index;
    html += escapeHtml(text.slice(last, start));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = start + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

function status(mail: OutboxMail): string {
  if (mail.sent_at) return `<span class="badge sent">sent ${escapeHtml(mail.sent_at)}</span>`;
  if (mail.error) return `<span class="badge failed">SMTP failed: ${escapeHtml(mail.error)}</span>`;
  return '<span class="badge kept">outbox only</span>';
}

const STYLE = `
body{margin:0;background:#f3f4f6;color:#1f2937;font:15px/1.5 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif}
header{background:#1d5c3f;color:#fff;padding:16px 24px}
header h1{margin:0;font-size:20px}
header p{margin:4px 0 0;opacity:.85;font-size:13px}
main{max-width:860px;margin:0 auto;padding:24px 16px}
article{background:#fff;border-radius:10px;padding:16px 20px;margin:0 0 16px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
h2{margin:0 0 4px;font-size:17px}
.meta{color:#6b7280;font-size:13px;margin:0 0 12px}
pre{white-space:pre-wrap;word-break:break-word;background:#f9fafb;border:1px solid #e5e7eb;border-radius:8px;padding:12px;margin:0 0 8px;font:13px/1.5 ui-monospace,Menlo,Consolas,monospace}
a{color:#1d5c3f}
.badge{display:inline-block;border-radius:999px;padding:0 8px;font-size:12px}
.sent{background:#dcfce7;color:#166534}.failed{background:#fee2e2;color:#991b1b}.kept{background:#e5e7eb;color:#374151}
.empty{text-align:center;color:#6b7280;padding:48px 0}
`;

/** The development mailbox: every outbox mail, newest first, with clickable links. */
export function renderMailboxPage(mails: OutboxMail[], total: number): string {
  const items = mails
    .map(
      (mail) => `<article id="mail-${mail.id}">
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(mail.to)}</strong> &middot; from ${escapeHtml(mail.from)}${
        mail.reply_to ? ` &middot; reply to ${escapeHtml(mail.reply_to)}` : ''
      } &middot; <time datetime="${escapeHtml(mail.created_at)}">${escapeHtml(mail.created_at)}</time> &middot; ${status(mail)}</p>
<pre>${linkify(mail.text)}</pre>
<a href="/dev/mailbox/${mail.id}">View the HTML version</a>
</article>`,
    )
    .join('\n');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mailbox (development) - Felt</title>
<style>${STYLE}</style>
</head>
<body>
<header><h1>Felt mailbox</h1><p>Development only: every mail the app sent, newest first (${total} in total). JSON at <a style="color:#fff" href="/dev/mailbox.json">/dev/mailbox.json</a>.</p></header>
<main>
${items || '<p class="empty">No mails yet.</p>'}
</main>
</body>
</html>
`;
}
