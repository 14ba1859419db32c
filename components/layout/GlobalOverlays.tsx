/**
 * Mount points of the default layout's overlays (SPEC.md section 2): the download dialog,
 * the AI request dialog and the floating AI banner. The content issue fills them in.
 */
export function GlobalOverlays() {
  return null;
}
