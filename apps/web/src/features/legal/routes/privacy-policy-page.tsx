import { DocumentPage } from '../../../components/markdown/document-page';
import privacyPolicy from '../content/privacy-policy.md?raw';

export function PrivacyPolicyPage() {
  return (
    <DocumentPage
      eyebrow="Legal"
      source={privacyPolicy}
      description="What Felt collects, why, how long we keep it, and the choices you have."
    />
  );
}
