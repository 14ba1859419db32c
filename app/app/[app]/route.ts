import type { NextRequest } from 'next/server';
import { appRedirectLocation, isAppId } from '@/lib/routing/appRedirect';
import { storeLinks } from '@/lib/content/company';
import { negotiatedLocale } from '@/lib/routing/negotiatedLocale';

// Per request: the answer depends on the visitor's device and language.
export const dynamic = 'force-dynamic';

/** /app/resident and /app/crew: the QR codes' address, sent on to the right store or page. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ app: string }> }) {
  const { app } = await params;
  if (!isAppId(app)) return new Response('Not found', { status: 404 });
  const location = appRedirectLocation(
    app,
    { userAgent: request.headers.get('user-agent'), locale: negotiatedLocale(request.headers) },
    storeLinks,
  );
  return new Response(null, {
    status: 302,
    headers: {
      Location: location,
      // Never kept by a browser or a shared cache: the next device may need another store.
      'Cache-Control': 'private, no-store, max-age=0',
      Vary: 'User-Agent, Accept-Language, Cookie',
    },
  });
}
