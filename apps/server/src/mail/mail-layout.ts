/**
 * The one look of every Felt email, as an HTML part and a plain-text part that says the same.
 * The HTML is built for mail clients, not browsers: tables for layout, inline styles only, a
 * 560px column, and a button that still works where CSS is stripped (the raw link follows it).
 */

export interface MailLayoutInput {
  /** The preview line inbox lists show next to the subject; hidden in the body. */
  preheader: string;
  heading: string;
  /** Plain text; shown before the button. Line breaks inside a paragraph are kept. */
  paragraphs: readonly string[];
  button?: { label: string; url: string };
  /** Plain text; shown after the button and the copy-and-paste link. */
  closing?: readonly string[];
  /** Why the recipient got this mail: "You received this email because ...". */
  footer: string;
}

export interface RenderedMail {
  html: string;
  text: string;
}

export const MAIL_TAGLINE = 'Felt, run your poker club like the GOAT';

const GREEN = '#0f5132';
const PAGE = '#f3f4f1';
const BORDER = '#e3e6e1';
const INK = '#1f2937';
const MUTED = '#6b7280';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderMailLayout(input: MailLayoutInput): RenderedMail {
  if (input.button) assertWebUrl(input.button.url);
  return { html: renderHtml(input), text: renderText(input) };
}

/** A `javascript:` or relative URL in a mail is a bug upstream; refuse to send it. */
function assertWebUrl(url: string): void {
  if (!/^https?:\/\/[^\s]+$/i.test(url)) {
    throw new Error(`Mail links must be absolute http(s) URLs, got ${JSON.stringify(url)}`);
  }
}

function renderHtml({
  preheader,
  heading,
  paragraphs,
  button,
  closing = [],
  footer,
}: MailLayoutInput): string {
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px 0;">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;
  const buttonHtml = button
    ? `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px 0;">
<tr><td align="center" bgcolor="${GREEN}" style="border-radius:6px;background-color:${GREEN};">
<a href="${escapeHtml(button.url)}" target="_blank" style="display:inline-block;padding:12px 28px;font-family:${FONT};font-size:16px;font-weight:600;line-height:24px;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(button.label)}</a>
</td></tr>
</table>
<p style="margin:0 0 4px 0;font-size:14px;line-height:20px;color:${MUTED};">If the button doesn't work, copy and paste this link into your browser:</p>
<p style="margin:0 0 24px 0;font-size:14px;line-height:20px;word-break:break-all;"><a href="${escapeHtml(button.url)}" target="_blank" style="color:${GREEN};text-decoration:underline;">${escapeHtml(button.url)}</a></p>`
    : '';

  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:${PAGE};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;font-size:1px;line-height:1px;color:${PAGE};mso-hide:all;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE};">
<tr><td align="center" style="padding:24px 12px;">
<!--[if mso]><table role="presentation" width="560" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:560px;background-color:#ffffff;border:1px solid ${BORDER};border-radius:8px;">
<tr><td style="background-color:${GREEN};border-radius:8px 8px 0 0;padding:20px 32px;font-family:${FONT};font-size:26px;font-weight:800;line-height:32px;letter-spacing:0.5px;color:#ffffff;">Felt</td></tr>
<tr><td style="padding:32px;font-family:${FONT};font-size:16px;line-height:24px;color:${INK};">
<h1 style="margin:0 0 20px 0;font-size:22px;line-height:28px;font-weight:700;color:${GREEN};">${escapeHtml(heading)}</h1>
${paragraphs.map(paragraph).join('\n')}
${buttonHtml}
${closing.map(paragraph).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;background-color:#f9faf8;border-top:1px solid ${BORDER};border-radius:0 0 8px 8px;font-family:${FONT};font-size:12px;line-height:18px;color:${MUTED};">
<p style="margin:0 0 4px 0;">${escapeHtml(footer)}</p>
<p style="margin:0;">${escapeHtml(MAIL_TAGLINE)}</p>
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>
`;
}

function renderText({
  heading,
  paragraphs,
  button,
  closing = [],
  footer,
}: MailLayoutInput): string {
  const blocks = [heading, ...paragraphs];
  if (button) blocks.push(`${button.label}:\n${button.url}`);
  blocks.push(...closing, `--\n${footer}\n${MAIL_TAGLINE}`);
  return `${blocks.join('\n\n')}\n`;
}
