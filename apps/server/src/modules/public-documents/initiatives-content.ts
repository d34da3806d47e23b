import { formatDate, isoDateInRome, type Language } from '@suap/shared';
import { LOCALES, type DocumentBlock, type PublicDocument } from './document-model.js';
import type { InitiativeCatalogue } from './public-documents.repository.js';

const TEXTS = {
  it: {
    title: 'Iniziative e richieste che puoi presentare al SUAP',
    subject: 'Elenco delle iniziative del servizio Avvio attività del Portale SUAP',
    portal: 'Portale SUAP – Sportello unico per le attività produttive',
    intro: (count: number, types: number) =>
      `Con il servizio Avvio attività del portale puoi presentare al SUAP del tuo comune ${count} iniziative, raggruppate in ${types} tipologie. Per ciascuna trovi il codice, la richiesta da presentare, l'attività a cui si riferisce e il settore.`,
    howTo:
      "Nel servizio scegli prima la tipologia e poi l'iniziativa; puoi anche cercarla per codice o per parola. Se l'iniziativa che ti serve non è in elenco, rivolgiti direttamente al SUAP del tuo comune.",
    group: (name: string, count: number) => `${name} (${count} ${count === 1 ? 'iniziativa' : 'iniziative'})`,
    activity: 'Attività',
    area: 'Settore',
    footer: (date: string) => `Elenco generato dal catalogo delle iniziative del Portale SUAP il ${date}.`,
  },
  en: {
    title: 'Initiatives and requests you can file with the SUAP',
    subject: 'List of the initiatives of the Start a business service of the SUAP portal',
    portal: 'SUAP portal – One-stop office for business activities',
    intro: (count: number, types: number) =>
      `With the portal's Start a business service you can file ${count} initiatives with the SUAP of your municipality, grouped into ${types} types. For each one you find its code, the request to file, the business activity it concerns and its sector.`,
    howTo:
      'In the service, choose the type first and then the initiative; you can also search for it by code or by word. If the initiative you need is not listed, contact the SUAP of your municipality directly.',
    group: (name: string, count: number) =>
      `${name} (${count} ${count === 1 ? 'initiative' : 'initiatives'})`,
    activity: 'Activity',
    area: 'Sector',
    footer: (date: string) => `List generated from the SUAP portal initiative catalogue on ${date}.`,
  },
} as const;

/** The initiative catalogue as a document in `lang`: one section per initiative type, one item per initiative. */
export function initiativesDocument(
  catalogue: InitiativeCatalogue,
  lang: Language,
  generatedAt: Date = new Date(),
): PublicDocument {
  const texts = TEXTS[lang];
  const blocks: DocumentBlock[] = [
    { kind: 'paragraph', text: texts.intro(catalogue.initiatives.length, catalogue.types.length) },
    { kind: 'paragraph', text: texts.howTo },
  ];
  for (const type of catalogue.types) {
    const members = catalogue.initiatives.filter((row) => row.typeInitiativeId === type.typeInitiativeId);
    if (members.length === 0) continue;
    const typeName = lang === 'it' ? type.descriptionIt : type.descriptionEn;
    blocks.push({ kind: 'heading', text: texts.group(typeName, members.length) });
    blocks.push({
      kind: 'list',
      items: members.map((row) => ({
        label: row.code,
        body: [
          lang === 'it' ? row.descriptionIt : row.descriptionEn,
          `${texts.activity}: ${lang === 'it' ? row.activityIt : row.activityEn}`,
          `${texts.area}: ${lang === 'it' ? row.areaIt : row.areaEn}`,
        ],
      })),
    });
  }
  return {
    lang,
    locale: LOCALES[lang],
    title: texts.title,
    subject: texts.subject,
    portal: texts.portal,
    blocks,
    footer: texts.footer(formatDate(isoDateInRome(generatedAt))),
  };
}
