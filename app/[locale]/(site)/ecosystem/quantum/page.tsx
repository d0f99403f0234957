import { QuantumPage } from '@/components/pages/quantum';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('quantum');
export default localizedPage('quantum', QuantumPage);
