// What the browser tests' Chromium is told not to run (decision 0307).

/**
 * Playwright's own --disable-features list (1.64), given again below: Chromium keeps only the last
 * --disable-features it is given, so ours must repeat it. tests/chromium-features.spec.ts reads the list the running
 * Playwright gives and fails when it has one this copy lacks.
 */
export const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 15x loads the address bar's drop-down as two pages of its own (chrome://omnibox-popup.top-chrome)
 * in every new window, and Playwright opens a window for every browser context: about 1.3 s of CPU each, on
 * 2 cores shared with the portal and the other worker, for a list no journey opens (decision 0307).
 */
export const omniboxPopupFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const disableFeaturesArgument = `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopupFeatures].join(',')}`;
