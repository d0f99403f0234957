import { Web3Page } from '@/components/pages/web3';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('web3');
export default localizedPage('web3', Web3Page);
