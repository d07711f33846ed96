import { describe, expect, it } from 'vitest';
import { renderMailLayout } from './mail-layout';

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
