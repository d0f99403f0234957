import { TokenomicsPage } from '@/components/pages/tokenomics';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('tokenomics');
export default localizedPage('tokenomics', TokenomicsPage);
