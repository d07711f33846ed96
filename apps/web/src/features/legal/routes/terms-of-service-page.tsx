import { DocumentPage } from '../../../components/markdown/document-page';
import termsOfService from '../content/terms-of-service.md?raw';

export function TermsOfServicePage() {
  return (
    <DocumentPage
      eyebrow="Legal"
      source={termsOfService}
      description="The terms for using Felt to run your poker club."
    />
  );
}
