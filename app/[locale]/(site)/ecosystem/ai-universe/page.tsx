import { AiUniversePage } from '@/components/pages/ai-universe';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('aiUniverse');
export default localizedPage('aiUniverse', AiUniversePage);
