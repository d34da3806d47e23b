import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import itJson from '../i18n/it.json';
import { loadTranslations } from '../lib/i18n';
import { preloadScreen } from './lazy-screen';
import { findAppRoute, type AppRouteName } from './routes';

/** Each route that shows translation parts, and a key of each part. */
const PAGES: [AppRouteName, ...string[]][] = [
  ['privacy-policy', 'privacy-policy.title'],
  ['accessibility', 'accessibility-statement.title'],
  ['startup-service', 'startup-service.title'],
  ['help-online-public-area', 'help-online.title'],
  ['help-online-back-office', 'help-online.title'],
  ['request-details', 'attachments.section.title', 'ssu.citizen.label'],
  ['back-office-request-details', 'attachments.groups.title', 'ssu.back-office.title'],
  ['request-summary', 'attachments.section.title'],
];

describe('routes with a text part of their own', () => {
  afterEach(async () => {
    await i18next.changeLanguage('it');
    i18next.addResourceBundle('it', 'translation', itJson, true, true);
    i18next.addResourceBundle('en', 'translation', en, true, true);
  });

  it.each(PAGES)('%s loads its texts with its screen', async (name, ...keys) => {
    // As on a first visit: only the core texts, which leave out the page's long texts.
    delete i18next.store.data.it; // removeResourceBundle would also drop the namespace
    i18next.addResourceBundle('it', 'translation', await loadTranslations('it'));
    for (const key of keys) expect(i18next.exists(key), key).toBe(false);
    await preloadScreen(findAppRoute(name).screen);
    for (const key of keys) expect(i18next.exists(key), key).toBe(true);
  });
});
