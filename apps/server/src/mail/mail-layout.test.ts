import { describe, expect, it } from 'vitest';
import { escapeHtml, renderMailLayout } from './mail-layout';

describe('renderMailLayout (shared)', () => {
  it('keeps line breaks a user typed, escaped, in both parts', () => {
    const mail = renderMailLayout({
      preheader: 'p',
      heading: 'Message',
      paragraphs: ['Line one <b>\nLine two'],
      footer: 'f',
    });
    expect(mail.html).toContain('Line one &lt;b&gt;<br>Line two');
    expect(mail.text).toContain('Line one <b>\nLine two');
  });
});

describe('renderMailLayout', () => {
  const mail = renderMailLayout({
    preheader: 'Preview & more',
    heading: 'You are invited',
    paragraphs: ['First <para>.', 'Second para.'],
    button: { label: 'Accept invite', url: 'https://felt.example/accept-invite/t0k3n' },
    closing: ['Closing line.'],
    footer: 'You received this email because a club invited you.',
  });

  it('renders the plain-text part in reading order', () => {
    expect(mail.text).toBe(
      [
        'You are invited',
        'First <para>.',
        'Second para.',
        'Accept invite:\nhttps://felt.example/accept-invite/t0k3n',
        'Closing line.',
        '--\nYou received this email because a club invited you.\nFelt, run your poker club like the GOAT',
      ].join('\n\n') + '\n',
    );
  });

  it('renders an email-client-safe HTML part with every value escaped', () => {
    expect(mail.html).toMatch(/^<!DOCTYPE html>/);
    expect(mail.html).toContain('Preview &amp; more');
    expect(mail.html).toContain('First &lt;para&gt;.');
    expect(mail.html).toContain('>Accept invite</a>');
    expect(mail.html).toContain('background-color:#0f5132');
    expect(mail.html).not.toMatch(/<style|<link|<script/);
  });

  it('works without a button', () => {
    const plain = renderMailLayout({
      preheader: 'p',
      heading: 'h',
      paragraphs: ['x'],
      footer: 'f',
    });

    expect(plain.html).not.toContain('<a ');
    expect(plain.text).toBe('h\n\nx\n\n--\nf\nFelt, run your poker club like the GOAT\n');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});
