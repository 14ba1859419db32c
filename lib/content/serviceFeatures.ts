import type { ServiceApp } from '@/lib/content/site';

/** Illustration motifs drawn by AppScreen (our own SVG, no external assets). */
export type ScreenMotif =
  | 'defect'
  | 'calendar'
  | 'offline'
  | 'board'
  | 'qr'
  | 'document'
  | 'options'
  | 'dashboard'
  | 'ai'
  | 'table'
  | 'workorder'
  | 'export'
  | 'report'
  | 'approval'
  | 'notice'
  | 'visit'
  | 'repair'
  | 'signature'
  | 'scan'
  | 'stats';

/**
 * Every feature docs/product.md ("What the site is") lists for each app, in its order, with the
 * screen that illustrates it. Texts: ServiceApps.<app>.features.<id>.{title,summary,body}.
 */
export const serviceFeatures = {
  resident: [
    { id: 'defect', motif: 'defect' },
    { id: 'reservation', motif: 'calendar' },
    { id: 'offlineBox', motif: 'offline' },
    { id: 'board', motif: 'board' },
    { id: 'qrCheckin', motif: 'qr' },
    { id: 'presale', motif: 'document' },
    { id: 'options', motif: 'options' },
  ],
  admin: [
    { id: 'dashboard', motif: 'dashboard' },
    { id: 'aiClassify', motif: 'ai' },
    { id: 'defectList', motif: 'table' },
    { id: 'workOrder', motif: 'workorder' },
    { id: 'ministryExport', motif: 'export' },
    { id: 'dailyReport', motif: 'report' },
    { id: 'residentApproval', motif: 'approval' },
    { id: 'reservation', motif: 'calendar' },
    { id: 'notice', motif: 'notice' },
  ],
  crew: [
    { id: 'visit', motif: 'visit' },
    { id: 'repair', motif: 'repair' },
    { id: 'signature', motif: 'signature' },
    { id: 'qrScan', motif: 'scan' },
    { id: 'stats', motif: 'stats' },
  ],
} as const satisfies Record<ServiceApp, readonly { id: string; motif: ScreenMotif }[]>;

/** The device each app runs on, for its illustrations. */
export const appDevice: Record<ServiceApp, 'phone' | 'desktop'> = {
  resident: 'phone',
  admin: 'desktop',
  crew: 'phone',
};

type FeatureField = 'title' | 'summary' | 'body';

/**
 * The ServiceApps message key of one feature's text. The ids come from serviceFeatures, which a
 * test checks against the messages, so the one cast here stands for keys that exist.
 */
export function featureKey(app: ServiceApp, id: string, field: FeatureField) {
  return `${app}.features.${id}.${field}` as `resident.features.defect.${FeatureField}`;
}
