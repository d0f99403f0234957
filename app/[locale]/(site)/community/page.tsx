import { CommunityPage } from '@/components/pages/community';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('community');
export default localizedPage('community', CommunityPage);
