import { DownloadPage } from '@/components/company/DownloadPage';
import { marketingPage } from '@/app/pageFactories';

const page = marketingPage('download', DownloadPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
