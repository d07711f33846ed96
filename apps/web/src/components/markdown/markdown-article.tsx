import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { renderMarkdown } from './render-markdown';
import './prose.css';

/** Renders one of our markdown documents; same-site links navigate without a reload. */
export function MarkdownArticle({ source, className }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  const navigate = useNavigate();

  function handleClick(event: MouseEvent<HTMLElement>) {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    // The click handler only upgrades ordinary links, which stay keyboard-operable on their own.
    <article
      className={`prose-felt ${className ?? ''}`}
      onClick={handleClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
