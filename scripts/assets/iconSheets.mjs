#!/usr/bin/env node
/**
 * Writes app/iconSheets.css, the icon sheets the stylesheets draw from (lib/style/iconSheets.mjs):
 * `node scripts/assets/iconSheets.mjs` after changing an icon there. A unit test fails while the file
 * is out of date.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { iconSheetsCss } from '../../lib/style/iconSheets.mjs';

const target = fileURLToPath(new URL('../../app/iconSheets.css', import.meta.url));
writeFileSync(target, iconSheetsCss());
console.log(`wrote ${target}`);
