import { HelpCenterPage } from '@/components/pages/help-center';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('helpCenter');
export default localizedPage('helpCenter', HelpCenterPage);
