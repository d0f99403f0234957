import { DaoPage } from '@/components/pages/dao';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('dao');
export default localizedPage('dao', DaoPage);
