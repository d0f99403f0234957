import { MarketplacePage } from '@/components/pages/marketplace';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('marketplace');
export default localizedPage('marketplace', MarketplacePage);
