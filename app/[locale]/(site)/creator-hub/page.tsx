import { CreatorHubPage } from '@/components/pages/creator-hub';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('creatorHub');
export default localizedPage('creatorHub', CreatorHubPage);
