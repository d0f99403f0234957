import { DocsPage } from '@/components/pages/docs';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('docs');
export default localizedPage('docs', DocsPage);
