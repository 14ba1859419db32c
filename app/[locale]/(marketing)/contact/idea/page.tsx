import { IdeaPage } from '@/components/contact/IdeaPage';
import { marketingPage } from '@/app/pageFactories';

const page = marketingPage('idea', IdeaPage);
export const generateMetadata = page.generateMetadata;
export default page.Page;
