import { HomePage } from '@/components/pages/home';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('home');
export default localizedPage('home', HomePage);
