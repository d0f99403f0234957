import { ContactPage } from '@/components/pages/contact';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('contact');
export default localizedPage('contact', ContactPage);
