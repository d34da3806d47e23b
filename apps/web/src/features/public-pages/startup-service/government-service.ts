import { SUPPORTED_LANGUAGES, type Language } from '@suap/shared';

export interface GovernmentServiceTexts {
  name: string;
  description: string;
  serviceType: string;
  audience: string;
  provider: string;
}

/** schema.org GovernmentService for the startup service page (SPEC §2 structured data). */
export function governmentService(texts: GovernmentServiceTexts, pageUrl: string, lang: Language) {
  return {
    '@context': 'https://schema.org',
    '@type': 'GovernmentService',
    name: texts.name,
    description: texts.description,
    serviceType: texts.serviceType,
    url: pageUrl,
    inLanguage: lang,
    availableLanguage: [...SUPPORTED_LANGUAGES],
    areaServed: { '@type': 'Country', name: 'Italia' },
    audience: { '@type': 'BusinessAudience', audienceType: texts.audience },
    provider: { '@type': 'GovernmentOrganization', name: texts.provider },
    availableChannel: {
      '@type': 'ServiceChannel',
      serviceUrl: pageUrl,
      availableLanguage: [...SUPPORTED_LANGUAGES],
    },
  };
}
