import { AboutPage } from '@/components/pages/about';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('about');
export default localizedPage('about', AboutPage);
