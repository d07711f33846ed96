import changelog from '../../../../../../CHANGELOG.md?raw';
import { DocumentPage } from '../../../components/markdown/document-page';

/** Drops the changelog's own "# Changelog" title: this page has its own. */
const source = changelog.replace(/^#\s+.+\n+/, "# What's New\n\n");

export function WhatsNewPage() {
  return (
    <DocumentPage
      eyebrow="Changelog"
      source={source}
      description="What changed in Felt, release by release."
      lead="Every release of Felt, newest first."
    />
  );
}
