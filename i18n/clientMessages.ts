/**
 * Message namespaces shipped to the browser. Server components translate and pass strings down;
 * only namespaces that client components read with useTranslations belong here.
 */
export const clientNamespaces = ['Common', 'LocaleSwitcher', 'Errors', 'Forms'] as const;
