'use client';

import dynamic from 'next/dynamic';

/**
 * The form engine as its own chunk: pages that show a form load it (and still render the form on
 * the server); pages that only import the forms module (the layout's AI dialog) do not.
 */
export const LazyEnquiryForm = dynamic(() => import('./EnquiryForm').then((m) => m.EnquiryForm));
