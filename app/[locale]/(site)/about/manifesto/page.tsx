import { ManifestoPage } from '@/components/pages/manifesto';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('manifesto');
export default localizedPage('manifesto', ManifestoPage);
