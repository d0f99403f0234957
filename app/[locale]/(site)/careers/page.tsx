import { CareersPage } from '@/components/pages/careers';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('careers');
export default localizedPage('careers', CareersPage);
