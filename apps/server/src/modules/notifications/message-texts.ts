import type { Language, NotificationEvent } from '@suap/shared';

/** What one kind of message says: its subject, what happened, and what the applicant should do (and by when). */
interface EventTexts {
  subject: string;
  happened: string;
  todo: string;
}

interface MessageTexts {
  greeting: string;
  greetingNoName: string;
  openRequest: string;
  loginNote: string;
  officeContacts: string;
  officePec: string;
  officeSite: string;
  automatic: string;
  receiptAttached: string;
  events: Record<NotificationEvent, EventTexts>;
}

/**
 * Every text of the e-mails to the applicant (issue 28), in the two portal languages and the portal's register
 * (UX.md: "la tua richiesta"); a message is written in the request's language. `{{name}}` placeholders are filled by render-message.ts. No text carries what the parties
 * wrote or a fiscal code: the message says what happened and links the request, whose page requires a login.
 */
export const MESSAGE_TEXTS: Record<Language, MessageTexts> = {
  it: {
    greeting: 'Gentile {{name}},',
    greetingNoName: 'Gentile richiedente,',
    openRequest: 'Apri la richiesta nel portale',
    loginNote: 'Per vedere la richiesta ti sarà chiesto di accedere con SPID, CIE o eIDAS.',
    officeContacts: '{{suap}}',
    officePec: 'PEC: {{pec}}',
    officeSite: 'Sito: {{url}}',
    automatic: 'Messaggio inviato automaticamente dal portale SUAP: non rispondere a questo indirizzo.',
    receiptAttached: 'In allegato trovi la ricevuta con il riepilogo della richiesta.',
    events: {
      requestSent: {
        subject: 'Richiesta {{reference}} ricevuta',
        happened:
          '{{suap}} ha ricevuto la tua richiesta {{reference}} ({{initiative}}), inviata il {{sentOn}}.',
        todo: 'Per ora non devi fare altro: ti scriveremo quando la richiesta sarà presa in carico, se serviranno documenti e quando ci sarà l’esito.',
      },
      takenInCharge: {
        subject: 'Richiesta {{reference}} presa in carico',
        happened:
          'La tua richiesta {{reference}} è stata presa in carico. Responsabile del procedimento: {{operator}} (legge 241/1990, art. 5).',
        todo: 'Per ora non devi fare altro: se serviranno altri documenti, ti verranno richiesti con un messaggio come questo.',
      },
      integrationRequested: {
        subject: 'Richiesta {{reference}}: documenti da integrare entro il {{dueOn}}',
        happened:
          'Per proseguire l’istruttoria della richiesta {{reference}}, il SUAP ti chiede di integrare la documentazione.',
        todo: 'Leggi la richiesta di integrazione nella pagina della richiesta e rispondi entro il {{dueOn}}.',
      },
      refusalNotice: {
        subject: 'Richiesta {{reference}}: preavviso di rigetto, osservazioni entro il {{dueOn}}',
        happened:
          'Il SUAP ti ha inviato la comunicazione dei motivi che impediscono di accogliere la richiesta {{reference}} (legge 241/1990, art. 10-bis): la trovi nella pagina della richiesta.',
        todo: 'Puoi presentare osservazioni, anche con documenti, dalla pagina della richiesta entro il {{dueOn}}: il SUAP le valuterà prima di decidere.',
      },
      accepted: {
        subject: 'Richiesta {{reference}} accolta',
        happened: 'La tua richiesta {{reference}} è stata accolta.',
        todo: 'Il provvedimento è disponibile nella pagina della richiesta.',
      },
      rejected: {
        subject: 'Richiesta {{reference}} respinta',
        happened: 'La tua richiesta {{reference}} è stata respinta.',
        todo: 'Il provvedimento, con le motivazioni, il termine e l’autorità a cui puoi ricorrere, è disponibile nella pagina della richiesta.',
      },
      termReminder: {
        subject: 'Promemoria: richiesta {{reference}}, scadenza il {{dueOn}}',
        happened: 'Il termine per rispondere al SUAP sulla richiesta {{reference}} scade il {{dueOn}}.',
        todo: 'Se non hai ancora risposto, fallo dalla pagina della richiesta entro quel giorno.',
      },
    },
  },
  en: {
    greeting: 'Dear {{name}},',
    greetingNoName: 'Dear applicant,',
    openRequest: 'Open the request in the portal',
    loginNote: 'To see the request you will be asked to log in with SPID, CIE or eIDAS.',
    officeContacts: '{{suap}}',
    officePec: 'Certified email (PEC): {{pec}}',
    officeSite: 'Website: {{url}}',
    automatic: 'This message was sent automatically by the SUAP portal: please do not reply to this address.',
    receiptAttached: 'The receipt with the summary of the request is attached.',
    events: {
      requestSent: {
        subject: 'Request {{reference}} received',
        happened: '{{suap}} has received your request {{reference}} ({{initiative}}), sent on {{sentOn}}.',
        todo: 'There is nothing else to do for now: we will write to you when the request is taken in charge, if documents are needed and when there is an outcome.',
      },
      takenInCharge: {
        subject: 'Request {{reference}} taken in charge',
        happened:
          'Your request {{reference}} has been taken in charge. Officer responsible for the procedure: {{operator}} (Law 241/1990, art. 5).',
        todo: 'There is nothing else to do for now: should more documents be needed, a message like this one will ask for them.',
      },
      integrationRequested: {
        subject: 'Request {{reference}}: documents to add by {{dueOn}}',
        happened: 'To continue the review of request {{reference}}, the SUAP asks you to add documents.',
        todo: 'Read the integration request on the request’s page and answer by {{dueOn}}.',
      },
      refusalNotice: {
        subject: 'Request {{reference}}: notice of reasons for refusal, observations by {{dueOn}}',
        happened:
          'The SUAP has sent you the reasons that prevent it from accepting request {{reference}} (Law 241/1990, art. 10-bis): you find them on the request’s page.',
        todo: 'You may send observations, with documents if needed, from the request’s page by {{dueOn}}: the SUAP will weigh them before deciding.',
      },
      accepted: {
        subject: 'Request {{reference}} accepted',
        happened: 'Your request {{reference}} has been accepted.',
        todo: 'The decision is available on the request’s page.',
      },
      rejected: {
        subject: 'Request {{reference}} rejected',
        happened: 'Your request {{reference}} has been rejected.',
        todo: 'The decision, with its reasons, the deadline and the authority you can appeal to, is available on the request’s page.',
      },
      termReminder: {
        subject: 'Reminder: request {{reference}}, deadline {{dueOn}}',
        happened: 'The deadline to answer the SUAP about request {{reference}} is {{dueOn}}.',
        todo: 'If you have not answered yet, do so from the request’s page by that day.',
      },
    },
  },
};
