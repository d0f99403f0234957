import { HealthTechPage } from '@/components/pages/health-tech';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('healthTech');
export default localizedPage('healthTech', HealthTechPage);
