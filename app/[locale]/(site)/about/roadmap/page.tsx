import { RoadmapPage } from '@/components/pages/roadmap';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('roadmap');
export default localizedPage('roadmap', RoadmapPage);
