import { TermsPage } from '@/components/pages/terms';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('terms');
export default localizedPage('terms', TermsPage);
