import { DashboardPage } from '@/components/pages/dashboard';
import { localizedPage } from '@/components/pages/localized-page';
import { metadataFor } from '@/lib/page';

export const generateMetadata = metadataFor('dashboard');
export default localizedPage('dashboard', DashboardPage);
