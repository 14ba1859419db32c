// Temporary placement by the forms branch: take the content helpers' version of this page.
import { ManualRequestForm } from '@/components/forms';
import { marketingPage } from '@/components/layout/marketing-page';
import { PageScaffold } from '@/components/layout/PageScaffold';

function Body() {
  return (
    <PageScaffold page="laboratory">
      <ManualRequestForm variant="lab" />
    </PageScaffold>
  );
}

const page = marketingPage('laboratory', Body);
export const generateMetadata = page.generateMetadata;
export default page.Page;
