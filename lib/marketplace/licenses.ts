// The licenses a marketplace listing may carry: a curated subset of the SPDX License List
// (https://spdx.org/licenses/), chosen for the things people share in AI work — code and plugins (the
// permissive and copyleft software licenses), data sets (Creative Commons, Open Data Commons, CDLA,
// C-UDA) and model weights (OpenMDW). Every id is spelt exactly as SPDX spells it and every name is SPDX's
// full name, so a listing's license can be matched against any SPDX-aware tool.
//
// To add one: find it on the SPDX list (only ids really on the list, never a made-up one such as a
// model's custom license), append its id to LICENSES in the group it belongs to, and give its SPDX full
// name in LICENSE_NAMES (the compiler insists on a name for every id). Never remove or rename an id:
// listings store it.

export const LICENSES = [
  // Permissive software licenses.
  'Apache-2.0',
  'MIT',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'ISC',
  '0BSD',
  'Zlib',
  'BSL-1.0',
  'Unlicense',
  // Weak and strong copyleft software licenses.
  'MPL-2.0',
  'EPL-2.0',
  'LGPL-2.1-only',
  'LGPL-3.0-only',
  'GPL-2.0-only',
  'GPL-2.0-or-later',
  'GPL-3.0-only',
  'GPL-3.0-or-later',
  'AGPL-3.0-only',
  'AGPL-3.0-or-later',
  // Creative Commons, for content and data.
  'CC0-1.0',
  'CC-BY-3.0',
  'CC-BY-4.0',
  'CC-BY-SA-3.0',
  'CC-BY-SA-4.0',
  'CC-BY-NC-4.0',
  'CC-BY-NC-SA-4.0',
  'CC-BY-ND-4.0',
  'CC-BY-NC-ND-4.0',
  // Licenses written for databases and data sets.
  'ODbL-1.0',
  'ODC-By-1.0',
  'PDDL-1.0',
  'CDLA-Permissive-1.0',
  'CDLA-Permissive-2.0',
  'CDLA-Sharing-1.0',
  'C-UDA-1.0',
  // Written for AI models and their weights.
  'OpenMDW-1.0',
] as const;

export type LicenseId = (typeof LICENSES)[number];

const LICENSE_SET: ReadonlySet<string> = new Set(LICENSES);

/** Whether a string is one of the licenses a listing may carry (exact SPDX spelling, case-sensitive). */
export function isLicense(v: string): v is LicenseId {
  return LICENSE_SET.has(v);
}

/** The SPDX full name of each license. */
export const LICENSE_NAMES: Record<LicenseId, string> = {
  'Apache-2.0': 'Apache License 2.0',
  MIT: 'MIT License',
  'BSD-2-Clause': 'BSD 2-Clause "Simplified" License',
  'BSD-3-Clause': 'BSD 3-Clause "New" or "Revised" License',
  ISC: 'ISC License',
  '0BSD': 'BSD Zero Clause License',
  Zlib: 'zlib License',
  'BSL-1.0': 'Boost Software License 1.0',
  Unlicense: 'The Unlicense',
  'MPL-2.0': 'Mozilla Public License 2.0',
  'EPL-2.0': 'Eclipse Public License 2.0',
  'LGPL-2.1-only': 'GNU Lesser General Public License v2.1 only',
  'LGPL-3.0-only': 'GNU Lesser General Public License v3.0 only',
  'GPL-2.0-only': 'GNU General Public License v2.0 only',
  'GPL-2.0-or-later': 'GNU General Public License v2.0 or later',
  'GPL-3.0-only': 'GNU General Public License v3.0 only',
  'GPL-3.0-or-later': 'GNU General Public License v3.0 or later',
  'AGPL-3.0-only': 'GNU Affero General Public License v3.0 only',
  'AGPL-3.0-or-later': 'GNU Affero General Public License v3.0 or later',
  'CC0-1.0': 'Creative Commons Zero v1.0 Universal',
  'CC-BY-3.0': 'Creative Commons Attribution 3.0 Unported',
  'CC-BY-4.0': 'Creative Commons Attribution 4.0 International',
  'CC-BY-SA-3.0': 'Creative Commons Attribution Share Alike 3.0 Unported',
  'CC-BY-SA-4.0': 'Creative Commons Attribution Share Alike 4.0 International',
  'CC-BY-NC-4.0': 'Creative Commons Attribution Non Commercial 4.0 International',
  'CC-BY-NC-SA-4.0': 'Creative Commons Attribution Non Commercial Share Alike 4.0 International',
  'CC-BY-ND-4.0': 'Creative Commons Attribution No Derivatives 4.0 International',
  'CC-BY-NC-ND-4.0': 'Creative Commons Attribution Non Commercial No Derivatives 4.0 International',
  'ODbL-1.0': 'Open Data Commons Open Database License v1.0',
  'ODC-By-1.0': 'Open Data Commons Attribution License v1.0',
  'PDDL-1.0': 'Open Data Commons Public Domain Dedication & License 1.0',
  'CDLA-Permissive-1.0': 'Community Data License Agreement Permissive 1.0',
  'CDLA-Permissive-2.0': 'Community Data License Agreement Permissive 2.0',
  'CDLA-Sharing-1.0': 'Community Data License Agreement Sharing 1.0',
  'C-UDA-1.0': 'Computational Use of Data Agreement v1.0',
  'OpenMDW-1.0': 'OpenMDW License Agreement v1.0',
};

/** The license's page on the SPDX site (its full text and notes). */
export const SPDX_URL = (id: LicenseId) => `https://spdx.org/licenses/${id}.html`;
