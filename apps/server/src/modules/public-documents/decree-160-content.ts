import type { Language } from '@suap/shared';
import { LOCALES, type DocumentBlock, type PublicDocument } from './document-model.js';

// The official Italian title, quoted as published: it is the same in both sheets, because only the Italian
// text has legal force.
export const DECREE_160_OFFICIAL_TITLE =
  "Regolamento per la semplificazione ed il riordino della disciplina sullo sportello unico per le attività produttive, ai sensi dell'articolo 38, comma 3, del decreto-legge 25 giugno 2008, n. 112, convertito, con modificazioni, dalla legge 6 agosto 2008, n. 133";
export const NORMATTIVA_URL =
  'https://www.normattiva.it/uri-res/N2Ls?urn:nir:presidente.repubblica:decreto:2010-09-07;160';

interface Decree160Texts {
  title: string;
  subject: string;
  portal: string;
  blocks: DocumentBlock[];
  footer: string;
}

const italian: Decree160Texts = {
  title: 'D.P.R. 7 settembre 2010, n. 160 – Scheda di riferimento',
  subject: 'Il regolamento che disciplina lo sportello unico per le attività produttive (SUAP)',
  portal: 'Portale SUAP – Sportello unico per le attività produttive',
  blocks: [
    { kind: 'heading', text: 'Titolo ufficiale' },
    {
      kind: 'paragraph',
      text: `Decreto del Presidente della Repubblica 7 settembre 2010, n. 160: «${DECREE_160_OFFICIAL_TITLE}».`,
    },
    { kind: 'heading', text: 'Che cosa disciplina' },
    {
      kind: 'paragraph',
      text: "Il regolamento individua nel SUAP del comune l'unico punto di riferimento per chi esercita un'attività produttiva o di prestazione di servizi: a lui ci si rivolge per localizzare, realizzare, trasformare, ristrutturare o riconvertire, ampliare o trasferire, cessare o riattivare un'attività.",
    },
    {
      kind: 'paragraph',
      text: 'Il SUAP dà al richiedente una risposta unica e telematica al posto degli altri uffici comunali e delle altre amministrazioni coinvolte nel procedimento. Domande, dichiarazioni, segnalazioni e comunicazioni si presentano esclusivamente per via telematica.',
    },
    {
      kind: 'paragraph',
      text: 'Il regolamento prevede due procedimenti: quello automatizzato, per le attività che si avviano con una segnalazione certificata di inizio attività (SCIA) o con una comunicazione, e quello ordinario, per le attività che richiedono un provvedimento espresso, con la possibilità di convocare una conferenza di servizi tra le amministrazioni interessate.',
    },
    { kind: 'heading', text: 'Come è organizzato il testo' },
    {
      kind: 'list',
      items: [
        {
          label: 'Capo I',
          body: [
            'Principi generali ed ambito applicativo (artt. 1–3): definizioni, finalità, portale «impresainungiorno».',
          ],
        },
        { label: 'Capo II', body: ['Funzioni e organizzazione del SUAP (art. 4).'] },
        {
          label: 'Capo III',
          body: ['Procedimento automatizzato (artt. 5–6): segnalazioni, istanze e agenzie per le imprese.'],
        },
        {
          label: 'Capo IV',
          body: [
            'Procedimento ordinario (artt. 7–8): procedimento unico e raccordi con gli strumenti urbanistici.',
          ],
        },
        {
          label: 'Capo V',
          body: ['Disposizioni comuni (artt. 9–10): chiarimenti tecnici, chiusura dei lavori e collaudo.'],
        },
        { label: 'Capo VI', body: ['Monitoraggio istituzionale (art. 11).'] },
        { label: 'Capo VII', body: ['Disposizioni finali (art. 12): abrogazioni e norme transitorie.'] },
        {
          label: 'Allegato',
          body: [
            'Specifiche tecniche: modalità telematiche di comunicazione e di trasferimento dei dati tra il SUAP e gli altri soggetti coinvolti.',
          ],
        },
      ],
    },
    { kind: 'heading', text: 'Dove si trova il testo ufficiale' },
    {
      kind: 'paragraph',
      text: 'Il testo è pubblicato nella Gazzetta Ufficiale della Repubblica Italiana, Serie generale n. 229 del 30 settembre 2010, Supplemento ordinario n. 227.',
    },
    {
      kind: 'paragraph',
      text: `Il testo vigente, aggiornato con le modifiche successive, si consulta gratuitamente su Normattiva, la banca dati ufficiale della normativa statale: ${NORMATTIVA_URL}`,
    },
    { kind: 'heading', text: 'Che cosa significa per chi usa questo portale' },
    {
      kind: 'paragraph',
      text: "Le richieste presentate con il servizio Avvio attività sono inviate al SUAP competente per il comune che scegli. Il SUAP le gestisce secondo le regole di questo regolamento e ti comunica l'esito all'indirizzo email o PEC che indichi nella richiesta.",
    },
  ],
  footer:
    'Scheda informativa a cura del Portale SUAP. Non sostituisce il testo ufficiale: fa fede soltanto il testo pubblicato nella Gazzetta Ufficiale.',
};

const english: Decree160Texts = {
  title: 'Presidential Decree no. 160 of 7 September 2010 – Reference sheet',
  subject: 'The regulation governing the one-stop office for business activities (SUAP)',
  portal: 'SUAP portal – One-stop office for business activities',
  blocks: [
    { kind: 'heading', text: 'Official title' },
    {
      kind: 'paragraph',
      text: `Decreto del Presidente della Repubblica 7 settembre 2010, n. 160: «${DECREE_160_OFFICIAL_TITLE}».`,
    },
    {
      kind: 'paragraph',
      text: 'In English: Regulation simplifying and reorganising the rules on the one-stop office for business activities, under article 38(3) of Decree-Law no. 112 of 25 June 2008, converted with amendments by Law no. 133 of 6 August 2008. Only the Italian text is legally binding.',
    },
    { kind: 'heading', text: 'What it governs' },
    {
      kind: 'paragraph',
      text: "The regulation makes the municipality's SUAP the single point of contact for anyone running a business or providing services: it is where you go to locate, set up, convert, refurbish, expand, move, close or restart a business activity.",
    },
    {
      kind: 'paragraph',
      text: 'The SUAP gives the applicant a single electronic answer on behalf of the other municipal offices and of every other public body involved. Applications, declarations, notices and communications are filed electronically only.',
    },
    {
      kind: 'paragraph',
      text: 'It sets out two procedures: an automated one, for activities that can start with a certified notice of start of activity (SCIA) or a simple notification, and an ordinary one, for activities that need an explicit decision, where the SUAP can call a conference of the public bodies concerned.',
    },
    { kind: 'heading', text: 'How the text is organised' },
    {
      kind: 'list',
      items: [
        {
          label: 'Chapter I',
          body: [
            'General principles and scope (arts. 1–3): definitions, aims, the «impresainungiorno» portal.',
          ],
        },
        { label: 'Chapter II', body: ['Tasks and organisation of the SUAP (art. 4).'] },
        {
          label: 'Chapter III',
          body: ['Automated procedure (arts. 5–6): notices, applications and business agencies.'],
        },
        {
          label: 'Chapter IV',
          body: [
            'Ordinary procedure (arts. 7–8): the single procedure and links with town-planning instruments.',
          ],
        },
        {
          label: 'Chapter V',
          body: [
            'Common provisions (arts. 9–10): technical clarifications, completion of works and inspection.',
          ],
        },
        { label: 'Chapter VI', body: ['Institutional monitoring (art. 11).'] },
        { label: 'Chapter VII', body: ['Final provisions (art. 12): repeals and transitional rules.'] },
        {
          label: 'Annex',
          body: [
            'Technical specifications: how the SUAP and the other bodies involved exchange data electronically.',
          ],
        },
      ],
    },
    { kind: 'heading', text: 'Where to find the official text' },
    {
      kind: 'paragraph',
      text: 'The text is published in the Official Journal of the Italian Republic (Gazzetta Ufficiale), General Series no. 229 of 30 September 2010, Ordinary Supplement no. 227.',
    },
    {
      kind: 'paragraph',
      text: `The text in force, including later amendments, is available free of charge on Normattiva, the official database of Italian state legislation: ${NORMATTIVA_URL}`,
    },
    { kind: 'heading', text: 'What it means for you on this portal' },
    {
      kind: 'paragraph',
      text: 'Requests filed with the Start a business service are sent to the SUAP responsible for the municipality you choose. The SUAP handles them under this regulation and sends you the outcome at the email or certified email (PEC) address you give in the request.',
    },
  ],
  footer:
    'Information sheet prepared by the SUAP portal. It does not replace the official text: only the text published in the Gazzetta Ufficiale is authoritative.',
};

export function decree160Document(lang: Language): PublicDocument {
  const texts = lang === 'it' ? italian : english;
  return { lang, locale: LOCALES[lang], ...texts };
}
