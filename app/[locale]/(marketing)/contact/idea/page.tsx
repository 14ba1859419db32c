// Temporary placement by the forms branch: take the content helpers' version of this page.
import { IdeaForm } from '@/components/forms';
import { marketingPage } from '@/components/layout/marketing-page';
import { PageScaffold } from '@/components/layout/PageScaffold';

function Body() {
  return (
    <PageScaffold page="idea">
      <IdeaForm />
    </PageScaffold>
  );
}

const page = marketingPage('idea', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
