import { notFound } from 'next/navigation';

// Any path the route map does not know: the translated not-found page with status 404.
export default function CatchAllPage() {
  notFound();
}
