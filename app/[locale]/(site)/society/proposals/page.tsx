import { ProposalsPage } from '@/components/pages/proposals';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('proposals');
export default localizedPage('proposals', ProposalsPage);
