import { localizedPage } from '@/components/pages/localized-page';
import { NewsroomPage } from '@/components/pages/newsroom';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('newsroom');
export default localizedPage('newsroom', NewsroomPage);
