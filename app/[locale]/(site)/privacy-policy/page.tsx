import { PrivacyPage } from '@/components/pages/privacy';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('privacy');
export default localizedPage('privacy', PrivacyPage);
