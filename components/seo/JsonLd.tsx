/** Serialises structured data for a <script type="application/ld+json">, `<` escaped (Next's JSON-LD guide). */
export function jsonLdString(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** A JSON-LD block. Server component: no client JavaScript. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdString(data) }} />
  );
}
