import { AcademyPage } from '@/components/pages/academy';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('academy');
export default localizedPage('academy', AcademyPage);
