import { BuildersPage } from '@/components/pages/builders';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('builders');
export default localizedPage('builders', BuildersPage);
